/**
 * Finds the Spanish mistakes a parent would trip over reading a story aloud: contractions merged
 * into the word before ("diríal abuelo" for "diría al abuelo"), "a el" / "de el" left uncontracted,
 * an article or adjective whose gender or number does not match its noun (from a small lexicon
 * written here, independent of the writer's own), and masculine plurals for two girls. Used by
 * `npm run bench:writer` and by the writer's tests over the whole generated matrix.
 */

type Code = 'm' | 'f' | 'mp' | 'fp' | 'fa';

/** Common story nouns and their gender: "fa" is feminine with a stressed a (el agua, las aguas). */
const NOUNS: Record<string, Code> = Object.fromEntries(
  `
  m: árbol bosque camino río lago mar cielo sol viento día sueño libro mapa pájaro perro gato zorro
  m: conejo erizo ratón oso búho caballo poni dragón robot pez pato castillo jardín huerto prado campo
  m: puente faro barco tesoro secreto regalo pastel abrazo beso cuento nido tronco charco puerto
  m: sendero valle monte cohete planeta cráter silencio ruido farol banco pueblo parque colegio cole
  m: hermano abuelo amigo papá bebé corazón miedo plan paso rastro dibujo sombrero tambor globo
  f: casa luna estrella noche mañana tarde nube flor hoja montaña playa isla selva granja torre puerta
  f: ventana llave cueva roca piedra colina orilla ola arena concha pelota muñeca linterna lupa
  f: hermana abuela amiga mamá mano cabeza cola voz canción risa sonrisa idea pista huella calle
  f: galleta manzana fresa sopa cama manta almohada luz sombra niebla lluvia nieve brisa tormenta
  f: gata perra coneja osa tortuga rana ardilla mariposa abeja oveja vaca gallina
  fa: agua hada águila ala alma aula hacha arpa hambre
  mp: árboles bosques caminos pájaros amigos hermanos abuelos pasos zapatos
  fp: flores estrellas nubes hojas piedras galletas manos huellas olas
  `
    .trim()
    .split('\n')
    .flatMap((line) => {
      const [code = '', words = ''] = line.split(':').map((part) => part.trim());
      return words.split(/\s+/).map((word) => [word, code as Code]);
    }),
);

/** Adjectives with -o/-a endings, by their masculine singular stem (pequeñ-o). */
const ADJECTIVE_STEMS = `pequeñ nuev viej blanc roj negr oscur mojad cansad content dormid quiet
  redond larg cort alt suav tranquil silencios mágic bonit precios hermos dorad platead asustad`
  .split(/\s+/)
  .filter((stem) => stem.length > 2);

const ARTICLES: Record<string, { gender: 'm' | 'f'; plural: boolean }> = {
  el: { gender: 'm', plural: false },
  al: { gender: 'm', plural: false },
  del: { gender: 'm', plural: false },
  un: { gender: 'm', plural: false },
  este: { gender: 'm', plural: false },
  ese: { gender: 'm', plural: false },
  la: { gender: 'f', plural: false },
  una: { gender: 'f', plural: false },
  esta: { gender: 'f', plural: false },
  esa: { gender: 'f', plural: false },
  los: { gender: 'm', plural: true },
  unos: { gender: 'm', plural: true },
  estos: { gender: 'm', plural: true },
  las: { gender: 'f', plural: true },
  unas: { gender: 'f', plural: true },
  estas: { gender: 'f', plural: true },
};

/** Real words that end like a merged contraction (fina + l is not how "final" came about). */
const REAL_AL_WORDS = new Set(
  `final especial ideal metal portal rosal arenal animal normal señal natural general total igual
  genial capital cristal canal real piel formal pañal delantal manantial panal nogal corral costal chaval
  tamal oral mortal vital rival dedal plural central local musical mental puntual fatal sensacional
  ocasional original personal principal regional tropical universal celestial fenomenal
  palmeral cascabel pastel papel miel hotel nivel cartel clavel cordel túnel fiel cruel lebrel tonel`
    .split(/\s+/)
    .filter(Boolean),
);

const MASCULINE_PLURAL_FOR_PAIR =
  /(?<![\p{L}])(los dos|ambos|juntitos|cansados|contentos|dormidos|listos|solos|empapados|agotados|sentados|abrazados|acurrucados|nosotros|todos juntos)(?![\p{L}])/giu;

export interface SpanishError {
  readonly kind: 'merged' | 'uncontracted' | 'article' | 'adjective' | 'pair-gender';
  readonly text: string;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}]+/gu) ?? [];

export function spanishVocabulary(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(words));
}

function nounAgrees(article: { gender: 'm' | 'f'; plural: boolean }, code: Code, word: string): boolean {
  const plural = code === 'mp' || code === 'fp';
  const gender = code.startsWith('f') ? 'f' : 'm';
  if (article.plural !== plural) return false;
  // "el agua", "un hada": feminine nouns with a stressed a take the masculine-looking article.
  if (code === 'fa') return ['el', 'al', 'del', 'un', 'esta', 'esa'].includes(word);
  return article.gender === gender;
}

function adjectiveGender(word: string): { gender: 'm' | 'f'; plural: boolean } | undefined {
  const match = /^(.+)([oa])(s?)$/.exec(word);
  if (!match || !ADJECTIVE_STEMS.includes(match[1] ?? '')) return undefined;
  return { gender: match[2] === 'a' ? 'f' : 'm', plural: match[3] === 's' };
}

/** Article + noun and article + noun + adjective (or article + adjective + noun) that disagree. */
function agreementErrors(tokens: readonly string[]): SpanishError[] {
  const errors: SpanishError[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    const article = ARTICLES[tokens[i] as string];
    if (!article) continue;
    const first = tokens[i + 1] as string;
    const adjectiveFirst = adjectiveGender(first);
    const nounAt = adjectiveFirst && NOUNS[tokens[i + 2] ?? ''] ? i + 2 : i + 1;
    const noun = tokens[nounAt] as string;
    const code = NOUNS[noun];
    if (!code) continue;
    const phrase = tokens.slice(i, nounAt + 2).join(' ');
    const articleWord = tokens[i] as string;
    // "la" and "las" before a verb are pronouns ("la miró"), and a noun after "el" may be an
    // adjective's noun ("el más pequeño"); only adjacent article + noun pairs are judged.
    if (!nounAgrees(article, code, articleWord)) errors.push({ kind: 'article', text: phrase });
    const gender = code.startsWith('f') ? 'f' : 'm';
    const plural = code === 'mp' || code === 'fp';
    for (const at of [nounAt === i + 2 ? i + 1 : nounAt + 1]) {
      const adjective = adjectiveGender(tokens[at] ?? '');
      if (adjective && (adjective.gender !== gender || adjective.plural !== plural)) {
        errors.push({ kind: 'adjective', text: phrase });
      }
    }
  }
  return errors;
}

/**
 * Every error in one story's text. `vocabulary` is every word of the stories being checked together,
 * so "diríal" is caught because "diría" is a word they use. `girls` names the hero and companion when
 * both are female (the checker cannot know it from the text alone).
 */
export function spanishErrors(
  text: string,
  vocabulary: ReadonlySet<string>,
  girls?: readonly [string, string],
): SpanishError[] {
  const errors: SpanishError[] = [];
  for (const match of text.matchAll(/(?<![\p{L}])(a|de) el(?![\p{L}])/giu)) {
    errors.push({ kind: 'uncontracted', text: match[0] });
  }
  for (const token of new Set(words(text))) {
    const stem = token.slice(0, -1);
    if (
      token.length >= 5 &&
      /[ae]l$/.test(token) &&
      vocabulary.has(stem) &&
      !REAL_AL_WORDS.has(token) &&
      !vocabulary.has(`${token}es`)
    ) {
      errors.push({ kind: 'merged', text: token });
    }
  }
  for (const sentence of text.split(/(?<=[.!?…])\s+/)) {
    // A comma, a colon or a dash ends a phrase: "por la granja, largo rato" pairs nothing across it.
    for (const phrase of sentence.split(/[,;:—«»()]/)) errors.push(...agreementErrors(words(phrase)));
    if (!girls) continue;
    // Narration about the two of them (not somebody's speech): "los dos" would make them boys.
    const narration = sentence.replace(/—[^—]*(—|$)/g, ' ');
    if (!girls.every((name) => narration.includes(name)) && !/\b(las dos|ellas)\b/i.test(narration)) continue;
    for (const match of narration.matchAll(MASCULINE_PLURAL_FOR_PAIR)) {
      errors.push({ kind: 'pair-gender', text: `${match[0]} (${girls.join(', ')})` });
    }
  }
  return errors;
}
