/** Trials only the Moon has: a silent radio and a sky full of falling stars. */

import { bi } from '../../grammar/template';
import type { TrialDef } from './trial';

export const SIGNAL: TrialDef = {
  key: 'signal',
  needs: ['space'],
  block: bi(
    `
    Near {station}, the radio in their helmets gave a crackle, then a hiss, and then nothing at all.
    At {station}, the little light on the radio blinked, once, twice, and went out.

    Without the radio, there was no way to hear the rocket, or {helper}, or anyone.
    Out here there is no air to carry a voice, so without the radio even a shout is silent.

    ?young {companion} tapped {companion.his} helmet. Nothing. {companion} tapped it again, harder. Still nothing.
    ?old {hero} tried every button on the radio, then tried them all again in a different order, which did not help either.
    ?big “Technically,” said {companion}, through the glass, by pulling faces, “we are now out of contact.”

    ?kind {hero} saw that {companion} was frightened in the silence, and pressed their helmets together, glass to glass, so that their voices could travel through; and in that quiet, close together, they worked out the way.
    ?!toddler ?brave {hero} climbed the highest rock nearby, where the signal might be stronger, though the drop below was long and grey; and there, at the top, the radio crackled back to life.
    ?clever {hero} remembered that the radio only needs a clear line to the rocket; they walked back until they could see it over the hills, and the light blinked on again.
    ?ask {hero} waved both arms at the rocket, slowly, in the signal for help, and someone inside waved back and pointed the way.
    ?patient They sat down and waited, because {helper} always checked the radio every hour; and on the hour, there it was: a crackle, and a friendly voice.

    “There you are,” said the voice on the radio, and everybody laughed with relief.
    After that, they kept the radio very safe, and checked it every few steps.
    `,
    `
    Cerca {station.del}, la radio de los cascos crepitó, luego silbó, y luego nada de nada.
    Junto {station.al}, la lucecita de la radio parpadeó una vez, dos veces, y se apagó.

    Sin la radio no había forma de oír al cohete, ni a nadie.
    Allí no hay aire que lleve la voz, así que sin la radio hasta un grito es silencio.

    ?young {companion} dio unos golpecitos en el casco. Nada. Volvió a dar golpecitos, más fuerte. Nada tampoco.
    ?old {hero} probó todos los botones de la radio, y luego todos otra vez en otro orden, que tampoco sirvió.
    ?big —Técnicamente —dijo {companion} a través del cristal, a base de muecas—, estamos incomunicados.

    ?kind {hero} vio que a {companion} le daba miedo aquel silencio, y juntó los dos cascos, cristal con cristal, para que las voces pudieran pasar; y así, en silencio y muy juntos, encontraron el camino.
    ?!toddler ?brave {hero} subió a la roca más alta que había cerca, donde la señal llegaría mejor, aunque abajo había una caída larga y gris; y allí arriba la radio volvió a crepitar.
    ?clever {hero} recordó que la radio solo necesita ver el cohete sin nada en medio; volvieron atrás hasta que lo vieron por encima de las colinas, y la luz se encendió otra vez.
    ?!toddler ?ask {hero} hizo al cohete la señal de pedir ayuda, moviendo los dos brazos muy despacio, y alguien desde dentro les saludó y les señaló el camino.
    ?patient Se sentaron a esperar, porque en el cohete revisaban la radio cada hora; y a la hora en punto, allí estaba: un crepitar y una voz amiga.

    —¡Ahí estáis! —dijo la voz por la radio, y todos se rieron de alivio.
    Desde entonces guardaron la radio con muchísimo cuidado, y la comprobaban cada pocos pasos.
    `,
  ),
};

export const SHOOTING_STARS: TrialDef = {
  key: 'shooting-stars',
  needs: ['space'],
  block: bi(
    `
    Past {station}, the black sky began to sparkle: a shower of shooting stars, streaking silently overhead.
    At {station}, tiny lights began to fall across the sky, far, far above, like sparks from a bonfire.

    They were beautiful, and they were everywhere, and the way ahead lay right beneath them.
    {companion} looked up, mouth open, and forgot to walk.

    ?young “Are they falling on us?” whispered {companion}. “They're very, very far away,” said {hero}, “but let's be careful.”
    ?old {hero} knew that most shooting stars are no bigger than a grain of sand, and burn up long before they land; but knowing is one thing, and walking under them is another.

    ?!toddler ?kind {hero} noticed {creature.a} hiding under a rock, trembling at the lights; {hero} sat with it and pointed out the prettiest ones until it laughed, and then it showed them the sheltered way beneath the rocky ledge.
    ?!toddler ?brave {hero} said, “They're far away, and they're lovely,” and walked on steadily beneath them, and {companion} walked too, looking up the whole time.
    ?clever {hero} saw that the shower came from one part of the sky only, and led them round the long way, where the sky was quiet and dark.
    ?ask {hero} asked {creature.a} what to do, and it said that everyone on the Moon simply waits under the big ledge and watches; so that is what they did.
    ?patient They lay on their backs in the grey dust and watched until the shower was over, counting the stars as they fell, and then went on under a calm sky.

    By the end, they had counted forty-seven shooting stars and made forty-seven wishes, most of them about {owner}.
    When the sky was quiet again, it felt like the whole Moon had put on a show just for them.
    `,
    `
    Pasado {station}, el cielo negro empezó a brillar: una lluvia de estrellas fugaces cruzaba en silencio muy por encima de ellos.
    Junto {station.al}, unas lucecitas empezaron a caer por el cielo, muy muy arriba, como chispas de una hoguera.

    Eran preciosas, estaban por todas partes, y el camino pasaba justo por debajo.
    {companion} miró hacia arriba con la boca abierta, y se le olvidó andar.

    ?young —¿Nos van a caer encima? —susurró {companion}. —Están muy, muy lejos —dijo {hero}—, pero vamos con cuidado.
    ?old {hero} sabía que casi todas las estrellas fugaces no son más grandes que un grano de arena, y se deshacen mucho antes de llegar; pero una cosa es saberlo y otra pasar por debajo.

    ?!toddler ?kind {hero} vio {creature.a} escondid{creature.o} bajo una roca, temblando por las luces; se sentó a su lado y le fue señalando las más bonitas hasta que se rio, y entonces les enseñó el camino resguardado bajo la cornisa de roca.
    ?brave {hero} dijo: —Están lejos, y son preciosas —y siguió andando tranquil{hero.o} por debajo, y {companion} también, mirando hacia arriba todo el rato.
    ?!toddler ?brave {hero} dijo: —Están lejos, y son preciosas —y siguió andando sin prisa por debajo, y {companion} también, mirando hacia arriba todo el rato.
    ?clever {hero} vio que la lluvia de estrellas venía solo de un trozo del cielo, y les llevó dando la vuelta larga, por donde el cielo estaba tranquilo y oscuro.
    ?ask {hero} le preguntó a {creature.a} qué hacer, y le dijo que en la luna todo el mundo se queda bajo la cornisa grande y mira; así que eso hicieron.
    ?patient Se tumbaron boca arriba en el polvo gris y miraron hasta que acabó la lluvia de estrellas, contándolas mientras caían, y luego siguieron bajo un cielo tranquilo.

    Al final habían contado cuarenta y siete estrellas fugaces y habían pedido cuarenta y siete deseos, casi todos para {owner}.
    Cuando el cielo volvió a estar tranquilo, parecía que la luna entera hubiera preparado un espectáculo solo para ellos.
    `,
  ),
};
