import { inflateRawSync } from 'node:zlib';

export interface ZipArchive {
  names: string[];
  /** Uncompressed bytes of one entry; throws if the entry is missing. */
  read(name: string): Buffer;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * Reads a zip through its central directory (the local headers may carry zero sizes when the
 * writer streamed the data). Only what .xlsx files use: stored or deflated entries, no zip64.
 */
export function openZip(data: Uint8Array): ZipArchive {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end-of-central-directory record)');
  const count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  if (offset === 0xffffffff || count === 0xffff) throw new Error('zip64 archives are not supported');

  const entries = new Map<string, { method: number; compressedSize: number; size: number; localOffset: number }>();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw new Error('corrupt zip central directory');
    const nameLength = buf.readUInt16LE(offset + 28);
    const name = buf.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      method: buf.readUInt16LE(offset + 10),
      compressedSize: buf.readUInt32LE(offset + 20),
      size: buf.readUInt32LE(offset + 24),
      localOffset: buf.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }

  return {
    names: [...entries.keys()],
    read(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`zip has no entry ${name}`);
      const local = entry.localOffset;
      if (buf.readUInt32LE(local) !== LOCAL_SIGNATURE) throw new Error(`corrupt zip local header for ${name}`);
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const raw = buf.subarray(start, start + entry.compressedSize);
      const out = entry.method === 0 ? Buffer.from(raw) : entry.method === 8 ? inflateRawSync(raw) : undefined;
      if (!out) throw new Error(`zip entry ${name} uses unsupported compression method ${entry.method}`);
      if (out.length !== entry.size) throw new Error(`zip entry ${name} inflated to ${out.length} bytes, expected ${entry.size}`);
      return out;
    },
  };
}
