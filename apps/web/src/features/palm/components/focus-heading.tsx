import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's <h2>. When a step replaces the previous one, focus moves here so keyboard and screen
 * reader users land on the new step instead of the top of the page.
 */
export function FocusHeading({
  children,
  focusOnMount = false,
  className = 'text-xl font-bold text-indigo-950 dark:text-amber-100',
}: {
  children: ReactNode;
  focusOnMount?: boolean;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus({ preventScroll: false });
  }, [focusOnMount]);
  return (
    <h2 ref={heading} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </h2>
  );
}
