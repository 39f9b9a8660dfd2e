import { useSiteHref } from './href';
import styles from './Section.module.css';

/**
 * A list item's heading, a link when the item has an address (url given), and the text under it when it has some.
 * The classes default to the cards' ones in Section.module.css.
 */
export default function ItemHeading({ title, url, text, classes = { title: styles.itemTitle, text: styles.itemText } }: { title: string; url?: string; text?: string; classes?: { title: string; text: string } }) {
  const href = useSiteHref();
  return (
    <>
      <h3 className={classes.title}>{url ? <a href={href(url)}>{title}</a> : title}</h3>
      {text ? <p className={classes.text}>{text}</p> : null}
    </>
  );
}
