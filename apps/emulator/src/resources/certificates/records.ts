import type { StoredRecord } from "../../store/store.js";

export interface CertificateStatusRecord {
  issuance: "pending" | "completed" | "failed";
  renewal: "scheduled" | "pending" | "failed" | "unavailable";
  error: { code: string; message: string } | null;
}

/** A stored certificate. The private key of an uploaded one is checked, never kept. */
export interface CertificateRecord extends StoredRecord {
  name: string;
  labels: Record<string, string>;
  created: string;
  type: "uploaded" | "managed";
  /** PEM chain; null until a managed certificate is issued (also the dates and fingerprint). */
  certificate: string | null;
  notValidBefore: string | null;
  notValidAfter: string | null;
  domainNames: string[];
  fingerprint: string | null;
  /** Null for uploaded certificates. */
  status: CertificateStatusRecord | null;
}
