/**
 * A JSON value a test reads freely: an answer of the portal whose shape was already checked against
 * openapi.yaml, a request body, or a node of openapi.yaml itself. Typing each one would restate the API
 * description in every test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read like the untyped JSON it is, after the openapi.yaml check
export type LooseJson = any;

/** A JSON object read freely (see LooseJson). */
export type Json = Record<string, LooseJson>;
