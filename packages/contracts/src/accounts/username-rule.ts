/**
 * The username rule, one source for the server's username plugin and the
 * sign-in and sign-up forms, so a name the server would refuse is flagged
 * before any call. The pattern is better-auth's default validator.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;

export const isValidUsername = (username: string): boolean =>
  username.length >= USERNAME_MIN_LENGTH && username.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(username);

export const USERNAME_RULE_MESSAGE = `A username has ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, underscores or dots, without spaces.`;
