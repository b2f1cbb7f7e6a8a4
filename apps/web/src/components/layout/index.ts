export { Footer, type FooterProps } from './footer';
export { Header } from './header';
export { PublicLayout } from './public-layout';
