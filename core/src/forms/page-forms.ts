export * from './home-form';
export * from './about-form';
