/** This package's version, sent in the User-Agent; a test keeps it equal to package.json. */
export const CLIENT_VERSION = "0.1.0";
