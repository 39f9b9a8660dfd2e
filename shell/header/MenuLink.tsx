import Link from 'next/link';
import type { AnchorHTMLAttributes, Ref } from 'react';

type MenuLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * A menu address: site paths use client navigation, external ones open as plain links in a new tab. Other props
 * (and the ref) reach the anchor, so Radix's NavigationMenu.Link asChild can close the menu on select.
 */
export default function MenuLink({ href, target, children, ...rest }: MenuLinkProps) {
  const external = !href.startsWith('/') || href.startsWith('//');
  if (external || target === '_blank') {
    return (
      <a href={href} target={target || (external ? '_blank' : undefined)} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
