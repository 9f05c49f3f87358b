export * from './data-port-contract';
export * from './streams';
