export * from './components';
export * from './ids';
export * from './locale';
export * from './paths';
export * from './pricing';
export * from './sites';
export * from './downloads/comps';
