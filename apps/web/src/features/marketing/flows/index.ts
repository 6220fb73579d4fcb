/** The automated messages panel (issue #32), for the /marketing page's tab. */
export { AutomatedMessagesPanel, type AutomatedMessagesPanelProps } from './automated-messages-panel';
