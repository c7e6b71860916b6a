export interface ReceivedMessage {
  recipients: string[];
  /** The message as sent after DATA (headers and body). */
  data: string;
}

export declare class SmtpSink {
  readonly messages: ReceivedMessage[];
  rejectNext: number;
  readonly url: string;
  /** `port` 0 (the default) takes a free one; recipients at `rejectDomain` are refused with 550. */
  static start(options?: { port?: number; rejectDomain?: string | null }): Promise<SmtpSink>;
  /** The Subject header of every message received, in order. */
  subjects(): string[];
  close(): Promise<void>;
}
