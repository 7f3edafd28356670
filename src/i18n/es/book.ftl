# book: las palabras del libro que escribe `bao book` (los textos de las lecciones vienen del curso).

## Lados
book-south = Sur
book-north = Norte

## Un problema jugado en la página (src/book/play.rs)
book-play-caption = { $turns ->
    [1] Juega { $side } y gana de inmediato
   *[other] Juega { $side } y gana en { $turns } turnos como mucho
}
book-play-wins-at-once = { $mv } gana de inmediato: { $end }.
book-play-right-and-over = { $mv } es correcta. { $defender } responde { $reply }, y { $end }.
book-play-right-go-on = { $turns ->
    [1] { $mv } es correcta. La defensa más larga de { $defender } es { $reply }; ahora { $solver } puede ganar en una jugada.
   *[other] { $mv } es correcta. La defensa más larga de { $defender } es { $reply }; ahora { $solver } puede ganar en { $turns } turnos como mucho.
}
book-play-ends-not-won = { $mv } termina la partida, y no con una victoria: { $end }.
book-play-front-row-holds = { $seeds ->
    [one] Tras { $mv }, la primera fila de { $defender } aún tiene 1 semilla: la partida sigue.
   *[other] Tras { $mv }, la primera fila de { $defender } aún tiene { $seeds } semillas: la partida sigue.
}
book-play-no-force = { $mv } no fuerza la victoria.
book-play-sentence = { $text }.
book-play-had-to-win = { $solver } tenía que ganar con esta jugada.
book-play-cannot-force = { $turns ->
    [one] { $seeds ->
        [one] { $solver } no puede forzar la victoria en el turno que le queda: la primera fila de { $defender } tiene entonces 1 semilla.
       *[other] { $solver } no puede forzar la victoria en el turno que le queda: la primera fila de { $defender } tiene entonces { $seeds } semillas.
    }
   *[other] { $seeds ->
        [one] { $solver } no puede forzar la victoria en los { $turns } turnos que le quedan: la primera fila de { $defender } tiene entonces 1 semilla.
       *[other] { $solver } no puede forzar la victoria en los { $turns } turnos que le quedan: la primera fila de { $defender } tiene entonces { $seeds } semillas.
    }
}
book-play-escapes = { $after } { $defender } responde { $reply } y escapa: { $leads }

## Las palabras de los scripts de la página (src/book/assets/*.js, escritas en bao-words.js)
book-js-the-move = la jugada
book-js-step-through = Recorre { $move } paso a paso: flechas izquierda y derecha, o los botones
book-js-back-step = Un paso atrás
book-js-back = Atrás
book-js-play = Reproducir
book-js-next-step = Paso siguiente
book-js-next = Siguiente
book-js-board-of = Tablero { $number } de { $total }
book-js-pause = Pausa
book-js-hint-move = Tu jugada, en cualquiera de las dos notaciones, o toca su hueco
book-js-hint-hole = El hueco (A4 o b7), o tócalo
book-js-hint-number = El número de semillas
book-js-hint-yesno = Sí o no
book-js-hint-other = Tu respuesta
book-js-label = { $hint }:{ " " }
book-js-check-answer = Comprobar la respuesta
book-js-check = Comprobar
book-js-show-answer = Mostrar la respuesta
book-js-typed-yes = sí si s
book-js-typed-no = no n
book-js-not-move = «{ $text }» no es una jugada legal aquí, o no es una que bao sepa leer.
book-js-not-hole = «{ $text }» no es un hueco: escribe uno como A4 o b7.
book-js-not-number = «{ $text }» no es un número de semillas.
book-js-not-yesno = «{ $text }» no es ni sí ni no.
book-js-not-answer = «{ $text }» no es una respuesta posible aquí.
book-js-no-try = Eso no gasta ningún intento.
book-js-tries-over = Van { $tries } intentos: la respuesta se muestra abajo.
book-js-try-again = Inténtalo de nuevo, o muestra la respuesta.
book-js-which-move = Desde ahí empieza más de una jugada: ¿cuál?
book-js-play-move = Jugar { $move }
book-js-no-move-from = Ninguna jugada legal empieza en { $hole }.
book-js-answer-yes = Responder sí
book-js-answer-no = Responder no
book-js-yes = Sí
book-js-no = No
book-js-play-the-move = Jugar la jugada
book-js-again-puzzle = Empezar el problema de nuevo
book-js-again = Empezar de nuevo
book-js-win-at-once = Juega { $side }: encuentra la jugada que gana de inmediato.
book-js-win-within = Juega { $side }: gana en { $turns } turnos como mucho.
book-js-solved = Resuelto: gana { $side }.
book-js-try-another = Prueba otra jugada.
book-js-move-again = Te toca de nuevo.
book-js-drawn-north = Los tableros se dibujan desde el lado de Norte.
book-js-drawn-south = Los tableros se dibujan desde el lado de Sur.
book-js-draw-south = Dibujarlos desde el lado de Sur
book-js-draw-north = Dibujarlos desde el lado de Norte

## Los problemas por tema (src/book/themes.rs)
book-themes-title = Problemas por tema
book-themes-intro = Los problemas de la colección de bao, hallados en sus propias partidas, según lo que muestran sus soluciones: una página por tema con sus { $count } problemas más fáciles. Juega cada uno en la página: toca un hueco o escribe una jugada, y la página responde con la defensa más larga, o dice por qué la jugada falla.
book-themes-in-english = Las páginas de los temas son las del libro en inglés, cuyos tableros se dibujan una sola vez para todos los libros.
book-theme-title = Tema: { $name }
book-theme-puzzle = Problema { $id }
book-theme-rated = Puntuación { $rating }.
book-theme-position = Problema { $id }: la posición del problema

## Un paso de una lección (src/book/step.rs, puzzle.rs, seal.rs)
book-step = Paso { $number }
book-step-confirms = El motor confirma que { $mv } { $what }.
book-step-puzzle-caption = Paso { $number }: la posición del problema
book-step-caption = Paso { $number }: juega { $side }
book-step-caption-highlighted = Paso { $number }: juega { $side }; { $what ->
    [legal] resaltados, los huecos desde los que empiezan las jugadas legales
    [illegal] resaltado, el hueco de la jugada ilegal
    [question] resaltado, el hueco desde el que empieza la jugada de la pregunta
   *[several] resaltados, los huecos de los que trata el paso
}
book-step-not-among-legal = no está entre las jugadas legales
book-step-drawn-above = deja el tablero como se ve arriba
book-prompt-find = Encuentra la jugada que { $goal }.
book-step-illegal = { $mv } no es legal aquí: { $why }.
book-step-no-legal-move = No hay ninguna jugada legal.
book-step-legal-moves = { $count ->
    [one] El motor encuentra { $count } jugada legal: { $moves }.
   *[other] El motor encuentra { $count } jugadas legales: { $moves }.
}
book-question = Pregunta.
book-hint = Pista
book-the-hint = la pista
book-answer = Respuesta
book-the-answer = la respuesta
book-what-the-move-does = Lo que hace la jugada:
book-puzzle-question = Juega { $side } y gana en { $turns }
book-puzzle-line = La línea, contra la defensa más larga: { $moves }.
book-puzzle-idea = La idea.
book-solution = Solución
book-the-solution = la solución
book-answers-its-place = su lugar en la página
book-answers-title = Respuestas: { $chapter }
book-answers-intro = Las pistas, respuestas y soluciones que las páginas de { $chapter } pliegan, para quien lee sin JavaScript. La búsqueda del libro deja fuera esta página, para que una búsqueda no revele ninguna.
book-sealed-note = { $label } se muestra aquí con JavaScript activado; sin él, léela en { $page }.
book-sealed-answers-page = la página de respuestas

## Tableros y jugadas (src/book/figure.rs, figure/laps.rs)
book-figure-printed-as = { $written }, que `bao` escribe { $printed }
book-figure-plays-from = { $side } juega { $mv }, empezando en { $hole }.
book-figure-before = Antes de { $mv }: juega { $side }, empezando en { $hole } (resaltado)
book-figure-to-move = Juega { $side }.
book-figure-before-line = Antes de la línea: juega { $side }
book-figure-plays-lap = { $side } juega { $mv }: { $lap }
book-figure-plays = { $side } juega { $mv }.
book-figure-the-line = la línea
book-figure-lap = Vuelta { $number } de { $mv }, resaltados los huecos que tocó
book-figure-more-laps = { $count ->
    [one] La siembra sigue { $count } vuelta más, que no se dibuja aquí.
   *[other] La siembra sigue { $count } vueltas más, que no se dibujan aquí.
}
book-figure-after-over = Tras { $mv }: { $end }
book-figure-after = Tras { $mv }: juega { $side }
book-figure-last-seed = { $caption }; la última semilla cayó en { $hole } (resaltado)

## La página de una lección y la de un capítulo (src/book/lessons.rs, markdown.rs)
book-lessons = Lecciones
book-the-lessons = Las lecciones
book-the-rule = La regla
book-the-sources = Las fuentes
book-step-by-step = Paso a paso
book-steps-played = { $count ->
    [1] El motor jugó el paso de abajo al escribir esta página, y todo lo que dice se cumplió.
   *[other] El motor jugó cada uno de los { $count } pasos de abajo al escribir esta página, y todo lo que dicen se cumplió.
}
book-rules-line = Se juega con las reglas { $rules }.
book-quote-in = , en { $language ->
    [Catalan] catalán
    [Spanish] español
    [English] inglés
   *[Swahili] suajili
}
book-quote-gloss = En español:

## Los diagramas publicados (src/book/diagrams.rs)
book-diagrams-title = Diagramas publicados
book-diagrams-intro = Estas son las posiciones impresas en las fuentes, tal como `bao` las lee. Una lección nombra una por su id (`position: seed000-d09`), y también pueden hacerlo las lecciones propias de un profesor. Cada diagrama tiene un estado, que dice de dónde vienen sus números:
book-diagrams-claims = Las frases que dicen las fuentes sobre un diagrama son sus afirmaciones. Cada una se cita en la lengua de la fuente con una glosa, y el motor demostró cada una al escribir esta página.
book-diagrams-table-head = id | qué muestra | estado | afirmaciones
book-diagram-status = { $status ->
    [primary] primario
    [secondary] secundario
   *[reconstructed] reconstruido
}
book-diagram-status-means = { $status ->
    [primary] los números están copiados de un texto semilla o de una traducción fiel de él
    [secondary] los números vienen de la transcripción, hecha por un tercero, de una figura que no pudimos ver
   *[reconstructed] los números nunca se encontraron; la posición se construyó para cumplir cada frase que el texto dice de ella, y cada una de esas frases se demuestra abajo
}
book-diagram-status-line = Estado: { $status }.
book-diagram-caption = Diagrama { $id }: { $title }
book-diagram-claims = Lo que la fuente dice de él, cada frase demostrada por el motor:
book-diagram-source = Fuente:
book-diagram-seed-file = { " " }(archivo semilla { $file })
book-diagram-caption-of = el pie de { $figure }
book-diagram-the-caption = el pie de figura
book-claim = Afirmación { $number }.
book-claim-said-of = dicho de { $figure }
book-claim-that-is = Es decir:
book-claim-position = La posición en la que se comprueba la afirmación { $number }
book-claim-position-hole = La posición en la que se comprueba la afirmación { $number }, resaltado el hueco de la jugada
book-claim-proved = Demostrado:
book-proved-no-move = no hay ninguna jugada legal.
book-proved-only-move = la única jugada legal es { $mv }.
book-proved-moves = las jugadas legales son exactamente { $moves }.
book-proved-legal = { $mv } es legal.
book-proved-legal-and = { $mv } es legal y { $what }.
book-proved-illegal = { $mv } no es legal: { $why }.
book-proved-puzzle = Si juega { $side }, gana en { $turns }, y no antes, sea cual sea la defensa.

## La introducción (src/book/intro.rs)
book-intro-title = Introducción
book-intro-what = El bao es el juego de mancala de cuatro filas de la costa de África oriental. Este libro expone sus reglas tal como las juega el programa `bao`, citando los textos publicados de los que proceden. Nada de lo que hay aquí está dibujado a mano: cada tablero se calcula, y cada jugada de ejemplo la lee, la comprueba y la juega el mismo motor de reglas que usa `bao play`, cada vez que se escribe el libro. Si un ejemplo dejara de ser legal, el libro no se generaría.
book-intro-reading = Cómo leer un tablero
book-intro-seat = Los tableros se dibujan desde el asiento de Sur, como los imprimen los diagramas publicados. Las dos filas de arriba son de Norte: su fila de atrás `b` y su primera fila `a`. Las dos de abajo son de Sur: su primera fila `A` y su fila de atrás `B`. Cada jugador numera sus huecos del 1 al 8 desde su propia izquierda, así que los números de Sur van de izquierda a derecha por abajo y los de Norte de derecha a izquierda por arriba, y `A1` queda frente a `a8`.
book-intro-marks = Las marcas:
book-intro-marks-list =
    - un hueco cuadrado es una **nyumba** (casa) que su dueño aún conserva;
    - un anillo continuo es un **kichwa**, un hueco del extremo de una primera fila;
    - un anillo discontinuo es un **kimbi**, el hueco junto a un kichwa;
    - un hueco ámbar es uno que tocó el paso que se muestra;
    - una cruz roja marca un hueco que **takasia** bloquea en este turno.
book-intro-screen-readers = Cada tablero lleva una descripción en texto de todos los recuentos para los lectores de pantalla.
book-intro-start-kiswahili = El comienzo del Bao la Kiswahili: seis semillas en cada nyumba, dos en cada uno de los dos huecos siguientes, 22 en cada reserva
book-intro-start-kujifunza = El comienzo del Bao la Kujifunza, el juego de los aprendices: dos semillas en cada hueco
book-intro-texts = Los textos citados
book-intro-texts-quoted = Las reglas se citan de cinco textos, nombrados aquí con los números que les da el proyecto:
book-intro-texts-list =
    - **semillas 000 y 001**: “Bao Part 2”, una traducción catalana y otra española del artículo de Rob Nierse sobre el bao, con los diagramas 7 a 15;
    - **semillas 002 y 003**: “Bao de Zanzíbar”, una traducción española de las mismas reglas, secciones 4.2.3.7 a 4.2.6;
    - **semilla 004**: “THE RULES OF BAO”, un texto inglés más antiguo en veinte párrafos.
book-intro-other-books = Otros reglamentos (Mancala World, las reglas y la notación del club KIBA) se citan a través del estudio del proyecto sobre los puntos en que las fuentes discrepan. Las citas conservan su lengua y sus erratas; cada una que no está en español lleva una glosa en español.
book-intro-options-chapter = Donde las fuentes discrepan, `bao` sigue una lectura y nombra las demás como opciones de reglas ({ $example }, etc.); el capítulo sobre las opciones de reglas muestra cada una en acción.
book-intro-options = Donde las fuentes discrepan, `bao` sigue una lectura y nombra las demás como opciones de reglas ({ $example }, etc.).

## Los títulos de los capítulos de referencia
book-glance-title = Las reglas de un vistazo
book-glance-intro = Todo el juego en una hoja, en el orden de juego; se imprime en las dos caras de un A4. Cada línea enlaza con la lección que la enseña, con tableros jugados por el motor.
book-glance-print = Imprimir esta hoja
book-glance-board = El tablero: las filas A y B de Sur abajo, las a y b de Norte arriba; las nyumba A5 y a5 dibujadas cuadradas, los kichwa A1 y A8 con anillos continuos, los kimbi A2 y A7 con anillos discontinuos
book-glossary-title = Glosario
book-notation-title = Notación
book-options-title = Las opciones de reglas
book-teachers-writing = Escribir lecciones
book-teachers-example = Escribir lecciones: un ejemplo completo

## Las reglas de un vistazo (src/book/glance.rs)
book-glance-h-board = El tablero
book-glance-rows = Cuatro filas de ocho huecos. Cada jugador es dueño de las dos filas de su lado: su primera fila A y su fila de atrás B, cada una numerada del 1 al 8 desde su propia izquierda.
book-glance-special-holes = Los huecos de los extremos de una primera fila, A1 y A8, son los kichwa; los huecos de su lado, A2 y A7, los kimbi; A5, dibujado cuadrado, es la nyumba.
book-glance-circuit = Las semillas de un jugador solo dan la vuelta por sus propios dieciséis huecos, en el sentido de las agujas del reloj o en el contrario.
book-glance-h-sowing = La siembra
book-glance-lap = Una vuelta: se levantan todas las semillas de un hueco y se dejan caer de una en una en los huecos que siguen.
book-glance-relay = Una última semilla que cae en un hueco con semillas (y no captura nada) hace que el jugador levante ese hueco y siga sembrando; una que cae en un hueco vacío termina el turno.
book-glance-corner = Al final de la primera fila la siembra gira hacia la fila de atrás, y vuelve.
book-glance-h-capture = La captura
book-glance-capture = Un hueco de la primera fila con semillas puede capturar las semillas del hueco de la primera fila del oponente que tiene enfrente. Cuando una captura es posible, el jugador debe capturar.
book-glance-entry = Las semillas capturadas se siembran en la primera fila del que captura desde un kichwa: desde el kichwa cercano cuando se toman en un kichwa o un kimbi.
book-glance-again = Una vuelta de semillas capturadas que termina junto a otro hueco amenazado vuelve a capturar.
book-glance-h-namua = Namua, la primera etapa
book-glance-setup = El Bao la Kiswahili empieza con 6, 2 y 2 semillas en A5, A6 y A7 de cada jugador y 22 más en la mano de cada jugador. Mientras su mano tiene semillas, cada jugada suya empieza poniendo una en el tablero.
book-glance-takasa = Sin captura que hacer, la semilla va a un hueco de la primera fila que tenga semillas, y se siembra ese hueco: una takasa.
book-glance-h-nyumba = La nyumba
book-glance-safari = En la etapa namua, una captura cuya vuelta termina, sin capturar nada más, en la propia nyumba del jugador, aún suya y con seis semillas o más, puede detenerse ahí o seguir sembrando la nyumba: una safari.
book-glance-tax = Una takasa de namua cuyo único hueco de la primera fila con semillas es esa nyumba siembra solo dos de sus semillas: el impuesto.
book-glance-h-mtaji = Mtaji, la segunda etapa
book-glance-mtaji-capture = Una vez vacía su mano, un jugador empieza cada jugada levantando uno de sus propios huecos; solo captura si su primera vuelta termina en un hueco de la primera fila que ya tenía semillas, frente a semillas del oponente.
book-glance-sixteen = Un hueco de dieciséis semillas o más nunca empieza una captura.
book-glance-h-takasa = Takasa y takasia
book-glance-mtaji-takasa = Una jugada sin captura, una takasa, siembra un hueco de la primera fila con dos semillas o más; la fila de atrás solo cuando la primera fila no tiene ninguno.
book-glance-takasia = Una takasa que deja un único hueco del oponente expuesto a captura bloquea ese hueco durante su siguiente turno: takasia.
book-glance-takasia-limits = Algunos huecos nunca se bloquean, y un bloqueo dura un turno.
book-glance-h-end = El final
book-glance-bao-hamna = Un jugador cuya primera fila está vacía ha perdido, de inmediato.
book-glance-no-move = Un jugador sin ninguna jugada legal en su turno ha perdido.
book-glance-never-ending = Una siembra que daría vueltas para siempre no es una jugada que bao te deje jugar.
book-glance-h-kujifunza = Bao la Kujifunza
book-glance-learners = El juego de los aprendices: dos semillas en cada hueco, sin semillas en la mano y sin nyumba; cada jugada se juega como en la etapa mtaji.

## Las notas del glosario (src/book/glossary.rs)
book-glossary-bao = El juego, y el tablero en el que se juega.
book-glossary-bao-hamna = Ganar vaciando la primera fila del oponente.
book-glossary-kiswahili = El juego completo: una reserva de semillas, la etapa namua, la nyumba.
book-glossary-kujifunza = El juego de los aprendices: dos semillas en cada hueco, sin reserva y sin nyumba.
book-glossary-kete = Las semillas.
book-glossary-kichwa = Los huecos de los extremos de una primera fila, A1 y A8 (a1 y a8 para Norte). Las semillas capturadas entran en la fila por un kichwa.
book-glossary-kimbi = Los huecos junto a los kichwa, A2 y A7. Una captura en un kichwa o en un kimbi entra por el kichwa de ese lado.
book-glossary-kutakata = El verbo de takasa: sembrar sin capturar.
book-glossary-mkononi = Una victoria rápida, antes de que todas las semillas de la reserva estén en juego.
book-glossary-mtaji = Las fuentes usan la palabra para dos cosas distintas: el hueco del oponente que se puede capturar, o el puñado propio del que captura que llega hasta él. La segunda etapa del juego lleva su nombre.
book-glossary-mtaji-moja = «Un mtaji»: el único hueco objetivo del oponente, que el jugador en takasa no puede sembrar. La opción takasia del motor lo sigue.
book-glossary-namua = La primera etapa, mientras un jugador aún tiene semillas en su reserva: cada jugada empieza poniendo una de ellas en el tablero.
book-glossary-nyumba = La casa, A5 (a5 para Norte), con seis semillas al principio. Conserva sus privilegios mientras su dueño no la haya vaciado nunca y tenga seis o más.
book-glossary-piga-tanji = Un ataque a varios huecos a la vez.
book-glossary-shimo = Un hueco, los huecos.
book-glossary-singleton = Una palabra inglesa en la lista española: un hueco con una semilla, que nunca empieza una jugada.
book-glossary-takasa = Una jugada sin captura. En la notación se marca con `*`.
book-glossary-takasia = Una takasa que deja al oponente sin captura y con un solo hueco amenazado, que queda entonces bloqueado durante su siguiente turno (KIBA dice kutakatia y escribe `**`).
book-glossary-intro = Las palabras suajilis de las reglas, cada una con las frases de los textos fuente que la definen o la usan, citadas tal como se imprimieron (erratas incluidas), con una glosa en español bajo cada cita que no está en español. La nota que precede a las citas es la breve lectura propia de este libro.

## El capítulo de notación (src/book/notation.rs)
book-notation-intro = Hay dos maneras de escribir las jugadas impresas. Los textos en que se basa este libro usan una ideada con maestros de bao; el club KIBA usa otra. `bao` lee las dos, y en este libro escribe su propia forma de la primera con las letras españolas (`I`, `D`).
book-notation-holes = Los huecos
book-notation-own-left = Cada jugador cuenta desde su propia izquierda, así que una jugada se escribe igual la haga quien la haga: el `A5` de Sur y el `a5` de Norte son los dos una nyumba.
book-notation-holes-named = Los huecos con su nombre: las filas b y a de Norte arriba, las filas A y B de Sur abajo
book-notation-seed = La escritura de las semillas
book-notation-letter = La letra significa dos cosas. En una captura es el lado por cuyo kichwa entran las semillas capturadas; en una jugada sin captura es el sentido en que se siembran las semillas. `bao` también lee `L` y `R` (las inglesas), y la `E` catalana (esquerra).
book-notation-kiba = La escritura de KIBA
book-notation-arrow = La flecha es siempre el sentido en que viajan las semillas. En una jugada sin captura es la letra de la escritura de las semillas dibujada como flecha; en una captura de namua desde un hueco central es el lado opuesto a la letra de la escritura de las semillas, ya que las semillas que entran por el kichwa izquierdo viajan hacia la derecha. Fíjate en que `>` significa «hacia la derecha» aquí pero «se siembra la nyumba» en la escritura de las semillas: `bao` las distingue por lo que va delante.
book-notation-both = Las dos escrituras lado a lado
book-notation-both-intro = Cada ejemplo de arriba, escrito de las dos maneras por `bao` y leído de nuevo como la misma jugada:
book-notation-table-head = escrita | escritura de las semillas | escritura de KIBA | `bao` escribe | capturadas | última semilla
book-notation-position = Posición:
book-notation-first-move = La primera jugada de una partida: una semilla de la reserva en A6, cuyas tres semillas se siembran hacia la izquierda; sin captura, así que `*`.
book-notation-text-example = El ejemplo del propio texto: una semilla de la reserva en el quinto hueco, las semillas de enfrente capturadas y entradas desde la derecha; la siembra termina en la nyumba, que se sigue sembrando (`>`).
book-notation-other-example = El otro ejemplo del texto: no hay captura posible, así que A3 se siembra hacia la derecha (`D`) como takasa (`*`).
book-notation-travel-right = Una captura de namua en A3 cuyas semillas capturadas viajan hacia la derecha: entran por el kichwa izquierdo A1. La escritura de las semillas nombra el lado de entrada, así que escribe esta jugada `A3I`.
book-notation-travel-left = La misma captura entrada por el kichwa derecho A8, viajando hacia la izquierda: `A3D` en la escritura de las semillas.
book-notation-takasia = Una takasa (`*`) que deja a Norte sin nada que capturar y con un hueco, a3, expuesto a captura: takasia (`**`) bloquea a3 durante el siguiente turno de Norte.
book-notation-winning = Una jugada ganadora (`#`): la captura vacía la primera fila de Norte.

## El capítulo de las opciones de reglas (src/book/disagreements.rs)
book-options-h-namua-takasa = Qué hueco recibe la semilla de la reserva en una takasa de namua
book-options-q-namua-takasa = En la etapa namua, cuando no hay captura posible, el jugador pone una semilla de la reserva en uno de sus huecos de la primera fila y lo siembra. ¿Puede ser ese hueco un singleton?
book-options-a-namua-takasa = Sur no tiene nyumba ni captura. Con `limited` solo A8, con dos semillas, puede recibir la semilla de la reserva; con `any` también puede el singleton A4.
book-options-h-takasia = Takasia: bloquear el único hueco amenazado
book-options-q-takasia = En la etapa mtaji, cuando una takasa deja al oponente sin captura propia y con un solo hueco expuesto a captura, ¿queda ese hueco bloqueado durante su siguiente turno?
book-options-a-takasia = La takasa de Sur amenaza a3 de Norte y deja a Norte sin nada que capturar. Con takasia activada, a3 queda bloqueado y Norte debe sembrar a6; desactivada, Norte puede sembrar cualquiera de los dos.
book-options-h-endless = Jugadas que nunca terminan
book-options-q-endless = Una siembra encadenada puede volver a un estado en el que ya ha estado, y entonces daría vueltas para siempre. ¿Se permite una jugada así, y qué significa?
book-options-a-endless = A7I* siembra para siempre. Con `illegal` no está entre las jugadas de Sur; con `draw` termina la partida en tablas, y con `mover-loses` la pierde.
book-options-h-takasa-nyumba = Una takasa de namua que termina en la nyumba
book-options-q-takasa-nyumba = En la etapa namua, cuando una vuelta de takasa termina en la propia nyumba del jugador, que aún tiene seis semillas o más, ¿debe detenerse ahí la jugada, o puede el jugador elegir seguir sembrando la nyumba?
book-options-a-takasa-nyumba = A7 recibe la semilla de la reserva y sus dos semillas terminan en la nyumba. Con `stops` el turno termina ahí; con `may-stop` Sur también puede seguir sembrando la nyumba, A7I>*.
book-options-h-tax = ¿Paga impuesto una nyumba de cinco?
book-options-q-tax = En la etapa namua, cuando la nyumba es el único hueco ocupado de la primera fila del jugador y no se puede capturar nada, una nyumba de seis semillas o más paga el impuesto: entra la semilla de la reserva, salen dos semillas que se siembran, y la nyumba se queda. Una más pequeña se siembra entera y se pierde. ¿Las seis se cuentan antes de que entre la semilla de la reserva, o después?
book-options-a-tax = La nyumba de Sur tiene cinco semillas y es su único hueco ocupado de la primera fila; no puede capturar. Con `before-seed` la nyumba es demasiado pequeña para el impuesto: la semilla de la reserva hace seis, se siembran las seis y la nyumba se pierde. Con `after-seed` la semilla de la reserva completa las seis del impuesto: se siembran dos semillas y cuatro se quedan en una nyumba que Sur aún conserva.
book-options-h-lone = ¿Cuándo está solo un kichwa?
book-options-q-lone = Una takasa nunca puede vaciar la primera fila: un kichwa que es el único hueco ocupado de la primera fila del jugador debe sembrarse hacia el centro. ¿Una sola semilla en otro lugar de la primera fila, que no puede empezar una jugada, impide que el kichwa esté solo?
book-options-a-lone = El kichwa A8 de Sur tiene tres semillas y A2 una. Con `only-occupied` A8 no está solo, porque A2 está ocupado, y puede sembrarse en cualquier sentido: A8D* lleva sus semillas a la fila de atrás y deja delante la única semilla de A2. Con `only-sowable` A8 es el único hueco de la primera fila que podría empezar una jugada, así que está solo y va solo hacia el centro.
book-options-v-mancala-world = Mancala World
book-options-v-zanzibar-written = «Bao de Zanzíbar» leído al pie de la letra
book-options-v-takasia-on = Mancala World, KIBA, «Bao de Zanzíbar»; lo predeterminado de bao en el Bao la Kiswahili
book-options-v-takasia-off = THE RULES OF BAO, que no tiene esa regla; lo predeterminado de bao en el Bao la Kujifunza, al que ni ese texto (§12–14) ni Mancala World le dan una
book-options-v-illegal = lo predeterminado de este motor: no se puede elegir una jugada que nunca termina
book-options-v-draw = una implementación de terceros
book-options-v-mover-loses = según el límite de vueltas del reglamento en línea
book-options-v-stops = Mancala World, KIBA, THE RULES OF BAO
book-options-v-before-seed = «Bao de Zanzíbar» leído como la nyumba tal como está; otro motor
book-options-v-after-seed = otros dos motores; THE RULES OF BAO, que no nombra ningún umbral, lo permite
book-options-v-only-occupied = Mancala World y KIBA tal como están redactados; lo predeterminado de bao
book-options-v-only-sowable = uno de los dos motores comparados con bao: el único hueco de la primera fila con dos semillas o más
book-options-none = ninguna
book-options-move-ends = la jugada termina
book-options-caption = { $heading }: juega { $side }
book-options-table-head = { $option } | según | jugadas legales de Sur | { $mv } | luego, jugadas legales de Norte
book-options-game-over = la partida ha terminado
book-options-not-legal = no es una jugada legal
book-options-under = { $mv } con { $value }
book-options-intro = Las reglas publicadas coinciden en casi todo el juego, pero no en todo. Donde se separan, `bao` sigue una lectura por defecto y nombra las demás como opciones de reglas, que se eligen con { $flag }, por ejemplo { $example }. Cada sección de abajo cita los textos, luego plantea una posición en la que las lecturas se separan y da lo que hace el motor con cada valor. Las tablas se calculan al escribir el libro.

## The rules options' quotations: their citations and glosses (src/book/disagreements.rs)
book-cite-zanzibar-002 = “Bao de Zanzíbar” §{ $section } (semilla 002)
book-cite-zanzibar-003 = “Bao de Zanzíbar” §{ $section } (semilla 003)
book-cite-zanzibar-stock = “Bao de Zanzíbar” §{ $section } (semilla 002), que no dice si cuenta la semilla de la reserva
book-cite-zanzibar-captures = “Bao de Zanzíbar” §{ $section } (semilla 002), que no lo limita a las capturas
book-cite-rules = THE RULES OF BAO §{ $section } (semilla 004)
book-cite-rules-stock = THE RULES OF BAO §{ $section } (semilla 004), que no dice si cuenta la semilla de la reserva
book-cite-rules-never-end = THE RULES OF BAO §{ $section } (semilla 004), que, como los demás textos semilla, no dice nada de las jugadas que nunca acaban
book-cite-rules-threshold = THE RULES OF BAO §{ $section } (semilla 004), que no nombra ningún umbral
book-cite-mancala-world = Mancala World, “Bao la Kiswahili”, citado en el estudio de las fuentes del proyecto, §{ $section }
book-cite-online = el reglamento de 2021 de una implementación en línea, citado en el estudio de las fuentes del proyecto, §{ $section }
book-cite-kiba-ibid = reglas de KIBA, ibid.
book-gloss-namua-takasa-zanzibar = se pone una semilla en uno de los huecos con una o más semillas, se toman todas las semillas y se comienza a sembrarlas
book-gloss-namua-takasa-rules = No se puede empezar a hacer takata con una sola kete.
book-gloss-namua-takasa-mancala-world = Si el jugador no tiene nyumba, solo puede añadir la semilla a un hueco que contenga al menos dos semillas, a menos que todos los huecos no vacíos de la primera fila tengan una sola semilla.
book-gloss-takasia-zanzibar = Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.
book-gloss-takasia-mancala-world = Si después de una jugada takata el contenido de un solo hueco del oponente está amenazado de ser capturado, pero ninguno de los huecos propios del jugador está amenazado (es decir, el oponente también debe hacer takata), ese hueco queda «takasiado».
book-gloss-takasia-kiba = Si un jugador debe hacer kutakata, pero puede jugar de modo que el oponente también deba hacer kutakata en la jugada siguiente y que después se pueda capturar exactamente uno de los huecos del oponente, entonces el oponente no puede vaciar ese hueco, por kutakatia.
book-gloss-endless-rules = La partida continúa hasta que el jugador que pierde no tiene ninguna kete en su primera fila, o no tiene ningún mtaji ni nada con que hacer takata.
book-gloss-endless-online = una jugada no puede tener más de 12 vueltas al tablero. Si una jugada dura más, el jugador pierde de inmediato.
book-gloss-takasa-nyumba-zanzibar = Si la última semilla cae en la nyumba y el hueco opuesto está vacío, el jugador puede finalizar su turno si desea.
book-gloss-takasa-nyumba-rules = No puede ni empezar ni continuar ni seguir haciendo takata con su nyumba.
book-gloss-takasa-nyumba-mancala-world = Sin embargo, si la vuelta termina en la nyumba, la jugada no continúa y el turno acaba en el acto.
book-gloss-tax-zanzibar = Estas reglas especiales no se aplican si se tienen menos de seis semillas en la nyumba.
book-gloss-tax-rules = si no tiene ningún marcador y no puede hacer takata, debe poner su kete de la reserva en su nyumba, tomar dos kete de la nyumba y poner una en cada uno de los dos mashimo siguientes hacia la derecha o de los dos mashimo siguientes hacia la izquierda.
book-gloss-lone-mancala-world = Si el único hueco ocupado de la primera fila es un kichwa y contiene dos o más semillas, estas deben sembrarse hacia el centro de la primera fila.
book-gloss-lone-kiba = Si el único hueco lleno de la primera fila es uno de los kichwa, entonces no se puede hacer kutakata en dirección a la fila de atrás.

## The glossary's and the notation chapter's quotations: citations and glosses (src/book/glossary.rs, notation.rs)
book-cite-vocabulary = “Bao de Zanzíbar” §{ $section }, Vocabulario específico (semilla 003)
book-cite-rules-typos = THE RULES OF BAO §{ $section } (semilla 004), con las erratas del original
book-cite-part2-kichwa = “Bao Part 2”, Kichwa i Kimbi (semilla 000)
book-cite-zanzibar-izquierdo = “Bao de Zanzíbar” §{ $section } (semilla 003); «izquierdo» parece una mala traducción del inglés «left» en el sentido de «restante»
book-cite-kiba-notation = página de notación de KIBA, citada en el estudio de las fuentes del proyecto, §{ $section }
book-cite-kiba-notation-ibid = página de notación de KIBA, ibid.
book-gloss-term-bao = Bao: 1. Juego de Bao; 2. tablero.
book-gloss-term-bao-2 = Se juega en un tablero («bao» en suajili)
book-gloss-term-bao-hamna = Bao Hamna: 1. victoria; 2. despeje (hamna= no hay)
book-gloss-term-bao-la-kiswahili = En la forma del bao de la costa de África Oriental solo se ponen veinte kete en el tablero al principio de la partida; las kete restantes (la reserva) entran en juego de una en una en cada uno de los primeros cuarenta y cuatro turnos.
book-gloss-term-bao-la-kujifunza = Una vez aprendidas estas jugadas, el aprendiz debe poner dos kete en cada shimo y jugar con un oponente una forma simplificada de bao.
book-gloss-term-kete = kete: semilla(s) usadas en el Bao. Las semillas son del árbol Mkomwe
book-gloss-term-kichwa = kichwa: 1. hueco de los extremos; 2. cabeza
book-gloss-term-kichwa-2 = Los de los extremos se llaman Kichwa. Los segundos huecos por la izquierda y por la derecha se llaman kimbi.
book-gloss-term-kimbi = kimbi: segundo y séptimo hueco en la fila de adelante
book-gloss-term-kutakata = Esta jugada se hace cuando un jugador no puede capturar ninguna kete de su oponente.
book-gloss-term-mkononi = mkononi: victoria "en la mano" antes de 22 movimientos (44 turnos) cuando todas las kete no han sido jugadas
book-gloss-term-mtaji = El hueco opuesto se llama Mtaji (en plural: mitaji).
book-gloss-term-mtaji-2 = «Mtaji» (en plural «mitaji») es el término que se aplica en conjunto a las kete (no menos de dos ni más de quince) que hay en un shimo, la última de las cuales, al repartirlas de una en una en cualquiera de los dos sentidos, caerá en un marcador.
book-gloss-term-mtaji-moja = Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.
book-gloss-term-namua = La etapa Mtaji comienza cuando finaliza la etapa Namua.
book-gloss-term-nyumba = La Nyumba ("casa") es el hueco marcado con un rectángulo. Es siempre el quinto hueco desde la izquierda de una primera fila.
book-gloss-term-piga-tanji = Piga Tanji: atacar varias casas al mismo tiempo
book-gloss-term-shimo = cuatro filas de ocho «mashimo» (huecos; en singular, «shimo»)
book-gloss-term-singleton = singleton: hueco que contiene una semilla
book-gloss-term-takasa = takasa (o takata): jugar sin captura
book-gloss-term-takasia = takasia: jugar sin captura mientras se fuerza al oponente a jugar sin captura, después de lo cual es posible capturar
book-gloss-notation-holes = En este sistema cada hueco tiene un número: de uno a ocho para cada fila. La primera fila se llama "A" (o "a" para la del oponente), la fila de atrás es "B" (o "b" para la del oponente).
book-gloss-notation-letters = "I" significa jugar a la izquierda, "D" significa jugar a la derecha. ">" significa que las semillas de la nyumba se siembran. Entonces "A5D>" significa que una semilla se pone en el quinto hueco de la izquierda en la primera fila, se capturan las semillas opuestas y se las entra sembrándolas desde la derecha. "*" significa que no hay capturas (takasa).
book-gloss-kiba-arrows = < indica que el jugador mueve hacia su izquierda / > indica que el jugador mueve hacia su derecha
book-gloss-kiba-plus = Cuando un jugador decide jugar la casa, se añade un más, «+»
book-gloss-kiba-asterisks = Una jugada kutakata se indica con un asterisco, *; una kutakatia, con dos asteriscos, **
book-gloss-kiba-winning = # indica la jugada ganadora

## The book folder's errors (src/book/disk.rs, disk/folder.rs)
book-disk-unsafe-path = no se escribe `{ $path }`: no es una página de la carpeta del libro
book-disk-foreign = `{ $path }` no lo escribió `bao book`: elige otra carpeta con --out
book-disk-not-a-book = `{ $path }` contiene archivos pero ningún `book.toml`: no es una carpeta de libro; elige una carpeta nueva o vacía con --out
book-disk-refused = no se escribe el libro en `{ $path }`: { $why ->
    [parent] pasa por `..` más allá de una carpeta que no existe
    [root] es la raíz del sistema de archivos
    [home] es la carpeta personal
    [course] es la carpeta del curso
    [inside] está dentro de la carpeta del curso
   *[holds] contiene la carpeta del curso
}; elige otra carpeta con --out
book-disk-link = `{ $path }` es un enlace simbólico: bao no escribe el libro a través de enlaces; quítalo o elige otra carpeta con --out
book-disk-not-plain = `{ $path }` no es ni un archivo normal ni una carpeta; quítalo o elige otra carpeta con --out
book-disk-not-ours = `{ $path }` no lo escribió `bao book`, que lo sustituiría: apártalo o elige otra carpeta con --out
book-disk-io = no se puede { $action ->
    [read] leer
    [write] escribir
    [create] crear
    [remove] borrar
   *[find] encontrar
} `{ $path }`: { $error }

## Por qué no se pudo generar el libro (src/book.rs)
book-error-bad-id = id de página no válido `{ $id }`: usa letras minúsculas, cifras y `-`
book-error-duplicate-id = dos páginas tienen el id `{ $id }`
book-error-unsafe = { $context }: { $what }; se encontró `{ $found }`
book-error-example = ejemplo del libro `{ $example }`: { $message }
book-error-content = { $count ->
    [one] las lecciones tienen 1 problema; ejecuta `bao check`:
   *[other] las lecciones tienen { $count } problemas; ejecuta `bao check`:
}
