import { $applyNodeReplacement, DecoratorNode, type DOMConversionMap, type DOMExportOutput, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from 'lexical';
import type { ReactElement } from 'react';
import { isAllowedUrl } from '../../contract/sanitize-policy';

type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** An image by URL with its text alternative, inline in a paragraph: `<img src alt>`, nothing else. */
export class ImageNode extends DecoratorNode<ReactElement> {
  __src: string;
  __alt: string;

  static getType(): string {
    return 'image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  /** Pasted or loaded images keep only a URL the sanitiser keeps (a Word paste's file:/// pictures are dropped). */
  static importDOM(): DOMConversionMap {
    return {
      img: () => ({
        priority: 0,
        conversion: (element) => {
          const src = element.getAttribute('src') ?? '';
          return { node: isAllowedUrl(src) ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
        },
      }),
    };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  createDOM(): HTMLElement {
    return document.createElement('span');
  }

  updateDOM(): false {
    return false;
  }

  isInline(): true {
    return true;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  getAlt(): string {
    return this.getLatest().__alt;
  }

  decorate(): ReactElement {
    return <img src={this.__src} alt={this.__alt} style={{ maxWidth: '100%' }} />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
