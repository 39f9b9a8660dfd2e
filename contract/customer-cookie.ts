/** The signed customer session cookie (session.ts); pages without it skip asking who the visitor is. */
export const CUSTOMER_COOKIE = 'edn_customer';
