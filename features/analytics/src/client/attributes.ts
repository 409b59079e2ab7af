import {
  parseTrackingAttribute,
  type TrackedInteraction,
  type TrackingAttribute,
  VISIBLE_RATIO,
} from '../domain/tracking-attributes';

type Push = (entry: Record<string, unknown>) => void;
type ReportError = (error: { type: string; message: string }) => void;

/** The DOM event each tracked interaction is heard through (focus and blur do not bubble). */
const DOM_EVENTS: ReadonlyArray<[Exclude<TrackedInteraction, 'visible'>, string]> = [
  ['click', 'click'],
  ['mouseover', 'mouseover'],
  ['focus', 'focusin'],
  ['blur', 'focusout'],
];

/**
 * Spec §5 and §7: elements with `data-track` report their interaction (click, mouseover, focus,
 * blur, or visible at 10 %) to the data layer with their action ids and context. Listening is
 * delegated to the document, so elements drawn later (a new result set) count too. A malformed
 * attribute is reported once and skipped.
 */
export function watchTrackingAttributes(
  doc: Document,
  push: Push,
  reportError: ReportError,
  /** Whether an element's action ids are reported for this visitor (experiment gates). */
  enabled: (actionIds: readonly string[]) => boolean = () => true,
): void {
  const reported = new WeakSet<Element>();
  const scanned = new WeakSet<Element>();

  function read(element: HTMLElement): TrackingAttribute | undefined {
    const parsed = parseTrackingAttribute(element.dataset.track ?? '');
    if (parsed.ok) return parsed.value;
    if (!reported.has(element)) {
      reported.add(element);
      reportError({ type: 'TrackingAttributeError', message: parsed.error });
    }
    return undefined;
  }

  function emit({ interaction, actionIds, context }: TrackingAttribute) {
    if (!enabled(actionIds)) return;
    push({ event: 'interaction', interaction, action_ids: actionIds, ...context });
  }

  for (const [interaction, type] of DOM_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        const element = target?.closest<HTMLElement>('[data-track]');
        const value = element ? read(element) : undefined;
        if (value?.interaction === interaction) emit(value);
      },
      true,
    );
  }

  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        const value = read(entry.target as HTMLElement);
        if (value) emit(value);
      }
    },
    { threshold: VISIBLE_RATIO },
  );
  // Each element once: malformed ones are reported as they appear, "visible" ones observed.
  const scan = () => {
    for (const element of doc.querySelectorAll<HTMLElement>('[data-track]')) {
      if (scanned.has(element)) continue;
      scanned.add(element);
      if (read(element)?.interaction === 'visible') visible.observe(element);
    }
  };
  scan();
  new MutationObserver(scan).observe(doc.documentElement, { childList: true, subtree: true });
}
