// What other features use of the checkout: the product page remembers the visitor's tracking parameters.
export { rememberTrafficSource } from './traffic-source-memory';
