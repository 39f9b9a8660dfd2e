/**
 * A Response whose body is a string already in memory: json() and text() read that string directly. A Response
 * built from bytes reads them back through a web stream, its chunks and a UTF-8 decoder (for the in-process API,
 * server/in-process-api.ts, the body was a string a moment before); this does the same work without them. body and
 * clone() still give an ordinary stream and copy for any other reader.
 */
export class TextResponse extends Response {
  readonly #text: string;
  #used = false;
  readonly #headerPairs: Iterable<[string, string]>;
  #headers: Headers | undefined;

  /** headers: name/value pairs, made into Headers only when read (the API client reads none of them). */
  constructor(text: string, init: { status: number; statusText?: string; headers: Iterable<[string, string]> }) {
    super(null, { status: init.status, statusText: init.statusText });
    this.#text = text;
    this.#headerPairs = init.headers;
  }

  override get headers(): Headers {
    return (this.#headers ??= new Headers([...this.#headerPairs]));
  }

  #take(): string {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#text;
  }

  override get bodyUsed(): boolean {
    return this.#used;
  }

  override get body(): Response['body'] {
    return new Response(this.#text).body;
  }

  override async text(): Promise<string> {
    return this.#take();
  }

  override async json(): Promise<unknown> {
    return JSON.parse(this.#take());
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(this.#take()).buffer as ArrayBuffer;
  }

  override clone(): Response {
    return new TextResponse(this.#text, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}
