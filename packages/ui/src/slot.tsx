import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cn } from './cn';

type Props = Record<string, unknown>;

/** Both refs get the element. */
function bothRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): Ref<T> | undefined {
  if (!first || !second) return first ?? second;
  return (element: T | null) => {
    for (const ref of [first, second]) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}

/**
 * Renders its one child with its own props added: Button's `asChild` (a link with a button's look)
 * and FormField (the control's id and ARIA wiring). The child's props win, but classes are joined,
 * styles merged and event handlers both called (the child's first), as Radix's Slot does. Ours
 * because Radix's also resolves `Slottable` children, which nothing here uses, and was 0.8 KiB gzip
 * of every first route.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  const childProps = (child as ReactElement<Props>).props;
  const props: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      props[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  if (slotProps.className && childProps.className)
    props.className = cn(slotProps.className as string, childProps.className as string);
  if (slotProps.style && childProps.style)
    props.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  props.ref = bothRefs(slotProps.ref as Ref<unknown> | undefined, childProps.ref as Ref<unknown> | undefined);
  return cloneElement(child, props);
}
