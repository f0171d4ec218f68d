/** Writes `cert.pem` and `key.pem` (P-256, a day long) into `folder` and names them. */
export declare function throwawayCertificate(folder: string): { certFile: string; keyFile: string }
