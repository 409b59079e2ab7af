export * from './Button';
export * from './CsrfField';
export * from './Dialog';
export * from './ErrorSummary';
export * from './Field';
export * from './Menu';
export * from './Toast';
export * from './timings';
