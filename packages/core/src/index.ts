export * from './components';
export * from './downloads/comps';
export * from './ids';
export * from './locale';
export * from './paths';
export * from './pricing';
export * from './sites';
