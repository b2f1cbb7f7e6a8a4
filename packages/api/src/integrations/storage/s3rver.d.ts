/** The part of s3rver 3.7 (a local S3-compatible server, used by the storage tests) that we call; it ships no types. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    /** Set by `run`. */
    httpServer: Server;
    close(): Promise<void>;
  }
}
