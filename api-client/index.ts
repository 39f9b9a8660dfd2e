export { createApiClient, userMessage, API_BASE, API_TIMEOUT_MS, type ApiClient, type ClientOptions } from './client';
export { ApiFailure, classify, loginUrl, API_CODE } from './errors';
export { ssoLoginUrl } from './login';
export { onToast, showToast, TOAST_MS } from './toast';
export * from './portal';
export * from './editor';
export * from './forms';
export * from './leads';
