import { parseTrackingAttribute, VISIBLE_RATIO } from '../domain/tracking-attributes';

type Push = (entry: Record<string, unknown>) => void;
type ReportError = (error: { type: string; message: string }) => void;

/**
 * Spec §5 and §7: elements with `data-track` report their interaction (click, mouseover, focus,
 * blur, or visible at 10 %) to the data layer with their action ids and context. A malformed
 * attribute is reported once and skipped.
 */
export function watchTrackingAttributes(
  root: ParentNode,
  push: Push,
  reportError: ReportError,
  /** Whether an element's action ids are reported for this visitor (experiment gates). */
  enabled: (actionIds: readonly string[]) => boolean = () => true,
): void {
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        emit(entry.target as HTMLElement);
      }
    },
    { threshold: VISIBLE_RATIO },
  );

  function emit(element: HTMLElement) {
    const parsed = parseTrackingAttribute(element.dataset.track ?? '');
    if (!parsed.ok) return;
    const { interaction, actionIds, context } = parsed.value;
    if (!enabled(actionIds)) return;
    push({ event: 'interaction', interaction, action_ids: actionIds, ...context });
  }

  for (const element of root.querySelectorAll<HTMLElement>('[data-track]')) {
    const parsed = parseTrackingAttribute(element.dataset.track ?? '');
    if (!parsed.ok) {
      reportError({ type: 'TrackingAttributeError', message: parsed.error });
      continue;
    }
    const { interaction } = parsed.value;
    if (interaction === 'visible') visible.observe(element);
    else element.addEventListener(interaction, () => emit(element));
  }
}
