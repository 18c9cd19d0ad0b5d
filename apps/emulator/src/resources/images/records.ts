import type { StoredRecord } from "../../store/store.js";

export interface ImageRecord extends StoredRecord {
  type: "snapshot" | "backup";
  status: "available" | "creating" | "unavailable";
  description: string;
  imageSize: number | null;
  diskSize: number;
  created: string;
  createdFrom: { id: number; name: string } | null;
  boundTo: number | null;
  osFlavor: "ubuntu" | "centos" | "debian" | "fedora" | "rocky" | "alma" | "opensuse" | "unknown";
  osVersion: string | null;
  protection: { delete: boolean };
  labels: Record<string, string>;
  architecture: "x86" | "arm";
}
