/** Text every not-yet-built module shows, signed in or on a public route; never sample data. */
export const MODULE_UNAVAILABLE_TEXT = 'This module is not available yet.';
