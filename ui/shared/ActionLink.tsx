import { useSiteHref } from './href';

/** A CMS call to action: a link shown only when the editor gave it both its text and its address. */
export default function ActionLink({ className, text, url }: { className: string; text?: string; url?: string }) {
  const href = useSiteHref();
  return text && url ? (
    <a className={className} href={href(url)}>
      {text}
    </a>
  ) : null;
}
