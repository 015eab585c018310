/** HTTP for the load generator: same-origin headers, the user's cookie, latency and error bookkeeping. */
export interface Caller {
  cookie: string;
}

interface RequestOptions {
  json?: unknown;
  form?: FormData;
  user?: Caller;
}

export interface Answer {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): unknown;
}

function answer(status: number, headers: Headers, bytes: ArrayBuffer): Answer {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers,
    json: () => JSON.parse(Buffer.from(bytes).toString()) as unknown,
  };
}

export class LoadClient {
  private all: number[] = [];
  private byOperation: Record<string, number[]> = {};
  private errors = 0;
  private errorSamples: string[] = [];

  constructor(readonly origin: string) {}

  /** One request; a non-2xx answer or a network failure counts as an error of that operation. */
  async request(
    operation: string,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.origin };
    if (options.user) headers.cookie = options.user.cookie;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const started = performance.now();
    try {
      const response = await fetch(`${this.origin}${path}`, { method, headers, body });
      const bytes = await response.arrayBuffer();
      this.record(operation, performance.now() - started);
      if (!response.ok) {
        this.fail(
          `${operation} ${method} ${path} → ${response.status} ${Buffer.from(bytes).toString().slice(0, 200)}`,
        );
      }
      return answer(response.status, response.headers, bytes);
    } catch (error) {
      this.record(operation, performance.now() - started);
      this.fail(`${operation} ${method} ${path} → ${(error as Error).message}`);
      return answer(599, new Headers(), new ArrayBuffer(0));
    }
  }

  async getJson(operation: string, path: string, user: Caller): Promise<unknown> {
    const response = await this.request(operation, 'GET', path, { user });
    return response.ok ? response.json() : null;
  }

  private record(operation: string, ms: number) {
    this.all.push(ms);
    (this.byOperation[operation] ??= []).push(ms);
  }

  private fail(sample: string) {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(sample);
  }

  snapshot() {
    return {
      count: this.all.length,
      all: this.all,
      byOperation: this.byOperation,
      errors: this.errors,
      errorSamples: [...this.errorSamples],
    };
  }

  /** Forgets the figures so far (after the set-up phase); errors are kept. */
  reset() {
    this.all = [];
    this.byOperation = {};
  }
}
