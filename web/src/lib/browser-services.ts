import { readEnv } from '@/config/env';
import { loadServices } from './load-services';

/** The services of an app rendered in the browser, for the build's mode and configuration. */
export const loadBrowserServices = () => loadServices(readEnv());
