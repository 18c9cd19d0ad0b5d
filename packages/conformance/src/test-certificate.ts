/**
 * A throwaway test certificate and keys for the certificates tests: copies of
 * `apps/emulator/test/fixtures/certificates/{leaf.pem,leaf.key,other.key}`, made with openssl (see
 * the README there). The leaf is issued by a test CA for example.com, www.example.com and
 * *.api.example.com, valid 2026-01-01 to 2036-01-01.
 */
export const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIB1DCCAXugAwIBAgICEAEwCgYIKoZIzj0EAwIwHDEaMBgGA1UEAwwRQ2xvdWQg
QVBJIFRlc3QgQ0EwHhcNMjYwMTAxMDAwMDAwWhcNMzYwMTAxMDAwMDAwWjAWMRQw
EgYDVQQDDAtleGFtcGxlLmNvbTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABAMp
hVPGBtODMtaWjF3GyoKnpaUQjEY8fOYt51xkyQowQ0b1Y9igYlKK0/VSKgK+Pzb5
LWusUX6hqODYKPyPGkqjgbIwga8wDAYDVR0TAQH/BAIwADAOBgNVHQ8BAf8EBAMC
BaAwEwYDVR0lBAwwCgYIKwYBBQUHAwEwOgYDVR0RBDMwMYILZXhhbXBsZS5jb22C
D3d3dy5leGFtcGxlLmNvbYIRKi5hcGkuZXhhbXBsZS5jb20wHQYDVR0OBBYEFLQJ
2H/5LHb8VK4VWVCw+kR6teEDMB8GA1UdIwQYMBaAFEXgoWMDJHs0sEHQCrHzxUWG
WDhKMAoGCCqGSM49BAMCA0cAMEQCIFs13URcn1b3H1Tx9tNFfmUXdG+BC6UGWie1
9ICfXXDFAiBR8QCI7L+mQp4OD+m+2Gz2j5MwJtrtVfqAgo7auBKQGg==
-----END CERTIFICATE-----\n`;

/** The private key of `TEST_CERTIFICATE`. */
export const TEST_CERTIFICATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg+KSaxNyW8sAb53Qw
0rLjO3tfLqgTjqC7GJcr2UVrfwChRANCAAQDKYVTxgbTgzLWloxdxsqCp6WlEIxG
PHzmLedcZMkKMENG9WPYoGJSitP1UioCvj82+S1rrFF+oajg2Cj8jxpK
-----END PRIVATE KEY-----\n`;

/** A private key that belongs to no certificate. */
export const UNRELATED_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgKKMgVt/WNAjijyrw
cckURtr27bmm9o7vSpKoYPTOv1qhRANCAATW2PyvgHDypbssYqpjzGWnuP1JVdw8
1ni8tyI++VNWLhX8+REf0XGardVahFaKYqhXS2vqUvRIwT1rhGuKPXj6
-----END PRIVATE KEY-----\n`;

/** SHA-256 fingerprint of `TEST_CERTIFICATE` (from openssl), as the API writes it. */
export const TEST_CERTIFICATE_FINGERPRINT =
  "d4:20:4f:84:bf:dc:83:a8:eb:6e:9c:4e:f4:de:66:89:3c:a0:b9:6b:6c:37:5c:94:dc:d5:3a:02:3b:0a:da:a8";
