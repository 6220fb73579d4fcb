/**
 * Mantine's toast container on its own, so that the app providers can load it lazily: no page
 * needs it to show, and toasts shown meanwhile wait in the notifications store.
 */
export { Notifications } from '@mantine/notifications';
