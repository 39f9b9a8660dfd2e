import Link from 'next/link';
import type { ReactNode } from 'react';

/** A menu address: site paths use client navigation, external ones open as plain links. */
export default function MenuLink({ href, target, className, children, onClick }: { href: string; target?: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const external = !href.startsWith('/') || href.startsWith('//');
  if (external || target === '_blank') {
    return (
      <a href={href} className={className} target={target || (external ? '_blank' : undefined)} rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
