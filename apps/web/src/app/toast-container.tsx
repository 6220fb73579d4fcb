/**
 * Mantine's toast container on its own, so that the app providers can load it when the first
 * toast is raised; toasts shown meanwhile wait in the notifications store.
 */
export { Notifications } from '@mantine/notifications';
