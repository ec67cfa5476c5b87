/** Kind strangers met on the way, never named, each met once in a story. */

import { script } from '../../grammar/template';

export const PASSERS_BY = [
  script(
    `
    Along the way they met an old man with a walking stick and a hat full of feathers.
    “Good day to you,” said the old man, lifting the hat. “Lovely day for a walk.”
    He told them that the best views are always just after the hardest bit.
    Then he winked, and went on his way, humming.
    `,
    `
    Por el camino se encontraron con un señor mayor con bastón y un sombrero lleno de plumas.
    —Buenos días —dijo el señor, levantándose el sombrero—. Qué buen día para pasear.
    Les dijo que las mejores vistas siempre están justo después de la parte más difícil.
    Luego les guiñó un ojo y siguió su camino, tarareando.
    `,
  ),
  script(
    `
    A lady on a bicycle with a basket full of bread came rattling past.
    She stopped, rang her bell twice, and gave them each a warm roll.
    “For explorers,” she said, and pedalled off before they could say thank you.
    They said thank you anyway, very loudly, and she waved without looking back.
    `,
    `
    Pasó traqueteando una señora en bicicleta con una cesta llena de pan.
    Se paró, tocó el timbre dos veces y les dio un panecillo calentito a cada uno.
    —Para los exploradores —dijo, y se fue pedaleando antes de que pudieran darle las gracias.
    Se las dieron de todos modos, muy fuerte, y ella dijo adiós con la mano sin mirar atrás.
    `,
  ),
  script(
    `
    They met a family of hedgehogs crossing the path in a neat little line.
    The mother hedgehog stopped and sniffed them politely.
    {companion} bowed, and the smallest hedgehog bowed back, and then rolled into a ball by mistake.
    They waited until the whole family was safely across, and waved goodbye.
    `,
    `
    Se encontraron con una familia de erizos que cruzaba el camino en una fila muy ordenada.
    La mamá eriza se paró y los olfateó con educación.
    {companion} hizo una reverencia, y el erizo más pequeño le devolvió la reverencia y, sin querer, se hizo una bola.
    Esperaron a que toda la familia hubiera cruzado sana y salva, y les dijeron adiós.
    `,
  ),
  script(
    `
    Sitting on a stone was a girl playing a little wooden flute.
    The music was soft and happy, and it made their feet want to dance.
    {companion} danced, and {hero} clapped, and the girl played faster and faster.
    When the tune ended, they all laughed, and the girl played them a gentler one to walk on with.
    `,
    `
    Sentada en una piedra había una niña tocando una flautita de madera.
    La música era suave y alegre, y daban ganas de bailar.
    {companion} bailó, {hero} dio palmas, y la niña tocó cada vez más deprisa.
    Cuando terminó la melodía, se rieron todos, y la niña les tocó otra más tranquila para seguir caminando.
    `,
  ),
  script(
    `
    A very old tortoise was resting by the path, and it opened one slow eye as they passed.
    “In a hurry?” asked the tortoise. “Hurry less, see more. That's my advice.”
    {hero} thanked the tortoise, and they walked a little more slowly after that.
    It was surprising how much more there was to see.
    `,
    `
    Una tortuga viejísima descansaba junto al camino, y abrió un ojo muy despacio al verlos pasar.
    —¿Con prisa? —preguntó la tortuga—. Menos prisa y más mirar. Ese es mi consejo.
    {hero} le dio las gracias a la tortuga, y a partir de entonces caminaron un poquito más despacio.
    Era sorprendente cuántas más cosas había para ver.
    `,
  ),
  script(
    `
    A boy was trying to fly a paper bird, but it kept nose-diving into the grass.
    {hero} showed him how to fold the wings a little higher at the tips.
    The next time, the paper bird soared, and the boy whooped with joy.
    “Thank you!” he called, and they went on their way feeling very pleased.
    `,
    `
    Un niño intentaba hacer volar un pájaro de papel, pero se caía de morros en la hierba una y otra vez.
    {hero} le enseñó a doblar las puntas de las alas un poquito hacia arriba.
    La siguiente vez, el pájaro de papel voló alto, y el niño gritó de alegría.
    —¡Gracias! —les gritó, y ellos siguieron su camino muy contentos.
    `,
  ),
];
