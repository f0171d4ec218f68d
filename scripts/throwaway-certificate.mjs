// A self-signed certificate for localhost, for a server that must answer over TLS where no real
// certificate exists: the platform server's TLS test and the web benchmark's HTTP/2 runs. The
// client is told to accept it (Chromium's --ignore-certificate-errors, rejectUnauthorized).
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

/** Writes `cert.pem` and `key.pem` (P-256, a day long) into `folder` and names them. */
export function throwawayCertificate(folder) {
  const certFile = join(folder, 'cert.pem')
  const keyFile = join(folder, 'key.pem')
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ]),
    { stdio: 'ignore' },
  )
  return { certFile, keyFile }
}
