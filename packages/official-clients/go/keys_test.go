package scenarios

import (
	"crypto/ed25519"
	"crypto/md5"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"strings"
)

// publicKeyBlob is the OpenSSH wire form of the n-th test key: an ed25519 key from a fixed
// seed, so a test knows its fingerprint in advance (the API's MD5 fingerprint of the blob).
func publicKeyBlob(n int) []byte {
	seed := make([]byte, ed25519.SeedSize)
	copy(seed, fmt.Sprintf("cloud-api scenario key %d", n))
	public := ed25519.NewKeyFromSeed(seed).Public().(ed25519.PublicKey)
	blob := []byte{}
	for _, part := range [][]byte{[]byte("ssh-ed25519"), public} {
		blob = binary.BigEndian.AppendUint32(blob, uint32(len(part)))
		blob = append(blob, part...)
	}
	return blob
}

func publicKey(n int) string {
	return fmt.Sprintf("ssh-ed25519 %s scenario-%d@example.com", base64.StdEncoding.EncodeToString(publicKeyBlob(n)), n)
}

func fingerprint(n int) string {
	sum := md5.Sum(publicKeyBlob(n))
	hex := make([]string, len(sum))
	for i, b := range sum {
		hex[i] = fmt.Sprintf("%02x", b)
	}
	return strings.Join(hex, ":")
}
