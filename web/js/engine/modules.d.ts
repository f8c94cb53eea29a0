// The bound API of the three WebAssembly modules as types: each function's request and result, as
// docs/api.md and docs/models.md describe them and wasm/*.cpp builds them. The files of the page
// that call the modules name these types in JSDoc, and `npm test` checks them against their code
// (tsconfig.json, `tsc` in tests/web/modules-types.test.mjs): a field renamed here or there fails.
// Types only: nothing of it is bundled.

/** A refusal or a note: a code and its named arguments (docs/api.md, "Error codes"). */
export interface CodedMessage {
  code: string;
  [argument: string]: unknown;
}
/** What every call answers when it refuses its arguments. */
export interface Failure {
  ok: false;
  error: CodedMessage;
}
/** A row-major matrix; `data` is a view into the result's one buffer. */
export interface Matrix {
  rows: number;
  cols: number;
  data: Float64Array;
}

// ---- The analysis module: attention.js, createAttentionModule (wasm/bindings.cpp) ----

export interface AnalysisParts {
  decomposition?: boolean;
  shift?: boolean;
  positions?: boolean;
  intermediates?: boolean;
  comparisonWeights?: boolean;
  detailHead?: number;
  comparisonHead?: number;
}
export interface AnalysisRequest {
  text?: string;
  order?: number[];
  scheme?: string;
  modelWidth?: number;
  heads?: number;
  causal?: boolean;
  temperature?: number;
  seed?: number;
  designedHeads?: boolean;
  designedSharpness?: number;
  base?: number;
  strength?: number;
  t5Buckets?: number;
  t5MaxDistance?: number;
  t5Bidirectional?: boolean;
  startPosition?: number;
  shiftBy?: number;
  parts?: AnalysisParts;
  trainedModel?: TrainedModel | object;
}
export interface Token {
  text: string;
  key: string;
  byteStart: number;
  byteEnd: number;
}
export interface HeadTrace {
  label: CodedMessage;
  query: Matrix | null;
  key: Matrix | null;
  value: Matrix | null;
  dotProducts: Matrix | null;
  rawScores: Matrix | null;
  bias: Matrix | null;
  scores: Matrix | null;
  weights: Matrix | null;
  output: Matrix;
  decomposition: {
    contentContent: Matrix;
    contentPosition: Matrix;
    positionContent: Matrix;
    positionPosition: Matrix;
  } | null;
}
export interface AttentionTrace {
  content: Matrix | null;
  position: Matrix | null;
  input: Matrix | null;
  output: Matrix;
  heads: HeadTrace[];
  designed: HeadTrace[];
}
export interface AnalysisSuccess {
  ok: true;
  error: null;
  tokens: Token[];
  order: Int32Array;
  original: AttentionTrace;
  reordered: AttentionTrace;
  comparison: {
    outputError: number;
    equivariant: boolean;
    headWeightErrors: Float64Array;
    headOutputErrors: Float64Array;
    displacement: Float64Array;
    alignedOutput: Matrix;
    outputDifference: Matrix;
    alignedWeights: (Matrix | null)[];
    weightDifferences: (Matrix | null)[];
    meanOutputError: number;
  };
  shift: {
    shiftBy: number;
    headWeightDifference: Float64Array;
    maxWeightDifference: number;
    invariant: boolean;
  };
  positions: { encoding: Matrix; similarity: Matrix };
  alibiSlopes: Float64Array;
  /** With a trained model: the tokens outside its vocabulary. */
  unknownTokens?: Int32Array;
}
export interface AnalysisFailure extends Failure {
  /** The settings nearest to the request that run (nearestRunnableSettings). */
  nearest?: NearestSettings;
  refusedModel?: true;
}
export type AnalysisResult = AnalysisSuccess | AnalysisFailure;
export interface NearestSettings {
  ok: boolean;
  error: CodedMessage | null;
  settings: Partial<AnalysisRequest>;
  notes: CodedMessage[];
}
export type TokenizeResult = { ok: true; error: null; tokens: Token[] } | { ok: false; error: CodedMessage; tokens: [] };
export type CricketResult = Failure | {
  ok: true;
  error: null;
  phase: string;
  phaseIds: string[];
  keyFeatureIds: string[];
  valueFeatureIds: string[];
  bowlerIds: string[];
  query: Float64Array;
  keys: Matrix;
  values: Matrix;
  dotProducts: Float64Array;
  scores: Float64Array;
  weights: Float64Array;
  output: Float64Array;
};
export interface Limits {
  maxTokens: number;
  maxModelWidth: number;
  minModelWidth: number;
  maxHeads: number;
  maxPosition: number;
  maxTextLength: number;
  maxTokenCharacters: number;
  sameTolerance: number;
  designedHeads: number;
}
/** Emscripten's options for a factory. */
export interface ModuleOptions {
  locateFile?: (file: string) => string;
  wasmBinary?: Uint8Array;
}
export interface AttentionModule {
  analyze(request: AnalysisRequest): AnalysisResult;
  nearestRunnableSettings(request: AnalysisRequest): NearestSettings;
  tokenize(text: string): TokenizeResult;
  seededShuffle(count: number, seed: number): Int32Array | Failure;
  alibiSlopes(heads: number): Float64Array | Failure;
  t5Bucket(relativePosition: number, bidirectional: boolean, buckets: number, maxDistance: number): number | Failure;
  cricketWalkthrough(phase: string): CricketResult;
  limits(): Limits;
  HEAP8: Int8Array;
}

// ---- The training module: attention-train.js, createTrainModule (wasm/train_bindings.cpp) ----

export interface TrainerSettings {
  task?: string;
  scheme?: string;
  width?: number;
  heads?: number;
  layers?: number;
  causal?: boolean;
  seed?: number;
  base?: number;
  t5Buckets?: number;
  t5MaxDistance?: number;
  t5Bidirectional?: boolean;
  ropeScaling?: string;
  ropeFactor?: number;
  dataSeed?: number;
  learningRate?: number;
  batchSize?: number;
  trainExamples?: number;
  testExamples?: number;
}
/** A model exportModel writes and importModel, predictWords and analyze's trainedModel read. */
export interface TrainedModel extends Required<TrainerSettings> {
  format: 'posattn-trained-model';
  version: number;
  steps: number;
  words: string[];
  parameters: Record<string, { rows: number; cols: number; data: Float64Array | number[] }>;
}
export interface TrainTask {
  name: string;
  words: string[];
  trainLengths: [number, number];
  chance: number;
  distinct: number;
}
/** A call that answers `{ok, error}` and, on success, the fields T (absent on a failure). */
export type Answer<T> = { ok: boolean; error: CodedMessage | null } & Partial<T>;
export interface LengthsAnswer {
  factors: Float64Array | number[];
  lengths: [number, number][];
  testSizes: number[];
  shortestSeen: number;
  shortestPossible: number;
}
export interface TrainModule {
  trainTasks(): TrainTask[];
  createTrainer(settings: TrainerSettings): Answer<{ id: number }>;
  trainSteps(id: number, count: number): Answer<{ steps: number; losses: Float64Array; accuracy: number; testLoss: number }>;
  trainSlice(id: number, count: number, evaluate: boolean): Answer<{ steps: number; losses: Float64Array; accuracy?: number }>;
  testLengths(id: number): Answer<LengthsAnswer>;
  lengthTable(id: number): Answer<LengthsAnswer & { accuracy: Float64Array }>;
  heldOutAccuracy(id: number, factor: number): Answer<{ accuracy: number }>;
  copyTrainer(id: number): Answer<{ id: number }>;
  scaleRope(id: number, scaling: string, factor: number): Answer<{}>;
  trainAt(id: number, factor: number): Answer<{}>;
  alibiSlopes(heads: number): Float64Array;
  predictWords(model: TrainedModel | object, words: string[]): Answer<{ known: string[]; unknown: string[]; answers: string[] }>;
  exportModel(id: number): Answer<{ model: TrainedModel }>;
  importModel(model: TrainedModel | object): Answer<{ id: number }>;
  releaseTrainer(id: number): boolean;
  schemeRegistry(): object;
}

// ---- The English models' module: attention-english.js, createEnglishModule (wasm/english_bindings.cpp) ----

export interface EnglishRequest {
  text: string;
  scheme: string;
  layer?: number;
  order?: number[];
  parts?: AnalysisParts;
}
export interface EnglishModelShape {
  scheme: string;
  layers: number;
  heads: number;
  width: number;
  positions: number;
  /** Which side of its own word each head reads: every head both, or ALiBi's heads one side each (the odd-numbered, counting from 1, the words before). */
  headSides: 'both' | 'even heads left' | 'even heads right';
  /** Set by the page (english-calls.js) from the model's card and the count baseline: null when the card is missing or unreadable. */
  card?: EnglishCard | null;
}
/** A card's scores in one order (docs/models.md): `content` for the content words, in newer cards. */
export interface EnglishScores {
  predictions: number;
  top1: number;
  top5: number;
  pseudoPerplexity: number;
  content?: EnglishScores;
}
/** What one head reads on the test split: the share of words whose largest weight falls on each place. */
export interface EnglishHeadReading {
  layer: number;
  head: number;
  previousTop: number;
  nextTop: number;
  selfTop: number;
}
/** The figures of a card the page states (english-calls.js, cardFacts). */
export interface EnglishCard {
  sentences: number;
  original: EnglishScores;
  /** The same test sentences read backwards and shuffled, when the card has them. */
  reversed: EnglishScores | null;
  shuffled: EnglishScores | null;
  heads: EnglishHeadReading[];
  /** The count baseline on the same test sentences, or null when count-baseline.json has no such block. */
  countBaseline: { sentences: number; original: EnglishScores } | null;
  /** The mirrored count baseline (counting that cannot tell left from right) on the same sentences, or null. */
  mirroredCount: { sentences: number; original: EnglishScores } | null;
}
export interface EnglishAnalysis extends AnalysisSuccess {
  unknownTokens: Int32Array;
  /** T5 with the positions part: the trained bucket table. */
  t5Buckets?: { biases: Matrix; lowest: Int32Array; highest: Int32Array; reached: Int32Array };
  /** Set by the page (english-calls.js): the model that answered. */
  englishModel?: EnglishModelShape;
}
export interface EnglishModule {
  loadVocabulary(bytes: Uint8Array): Answer<{ words: number }>;
  loadModel(bytes: Uint8Array): Answer<EnglishModelShape>;
  analyze(request: EnglishRequest): EnglishAnalysis | Failure;
  fillBlank(request: EnglishRequest & { token: number }): Answer<{
    original: string[];
    reordered: string[];
    originalProbability: Float64Array;
    reorderedProbability: Float64Array;
  }>;
}

export type Factory<M> = (options?: ModuleOptions) => Promise<M>;

declare global {
  var createAttentionModule: Factory<AttentionModule>;
  var createTrainModule: Factory<TrainModule>;
  var createEnglishModule: Factory<EnglishModule>;
}

// Written in by the bundler (scripts/bundle.mjs, esbuild's define), comma-separated: the schemes
// that have an English model file, and every scheme's name. Unbundled (the tests) they are absent.
declare global {
  const ENGLISH_MODEL_SCHEMES: string | undefined;
  const SCHEME_NAMES: string | undefined;
}
