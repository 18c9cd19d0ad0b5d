import { createHash, randomBytes } from "node:crypto";

/**
 * Where the emulator's random values (passwords, console tokens, fault probabilities, the
 * correlation id prefix) come from. Seeded (`CLOUD_API_SEED_RANDOM`), the same seed gives the
 * same sequence, so a failing test can be replayed exactly; unseeded, it is crypto-random.
 */
export interface RandomSource {
  /** `length` random bytes. */
  bytes(length: number): Buffer;
  /** A float in [0, 1). */
  fraction(): number;
}

/** sfc32, a small fast generator with a 128-bit state, seeded from SHA-256 of the seed text. */
class SeededRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    const digest = createHash("sha256").update(seed).digest();
    this.a = digest.readUInt32LE(0);
    this.b = digest.readUInt32LE(4);
    this.c = digest.readUInt32LE(8);
    this.d = digest.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.next();
  }

  private next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  bytes(length: number): Buffer {
    const out = Buffer.alloc(length);
    for (let i = 0; i < length; i += 4) {
      const value = this.next();
      for (let j = 0; j < 4 && i + j < length; j++) out[i + j] = (value >>> (8 * j)) & 0xff;
    }
    return out;
  }

  fraction(): number {
    return this.next() / 0x1_0000_0000;
  }
}

const cryptoRandom: RandomSource = {
  bytes: (length) => randomBytes(length),
  fraction: () => randomBytes(4).readUInt32LE(0) / 0x1_0000_0000,
};

export function createRandom(seed?: string): RandomSource {
  return seed === undefined || seed === "" ? cryptoRandom : new SeededRandom(seed);
}
