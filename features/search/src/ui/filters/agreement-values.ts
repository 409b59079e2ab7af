/** Values of the agreements filter: the agreement codes assets carry. */
export const AGREEMENT_VALUES = ['PA', 'EA', 'ED'] as const;
