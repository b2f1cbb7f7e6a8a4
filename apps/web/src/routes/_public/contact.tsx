import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/public/contact/contact-page';

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
});
