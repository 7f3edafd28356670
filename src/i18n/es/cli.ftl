# cli

## Los errores que bao escribe (src/cli/error.rs, src/cli.rs)
cli-error = error: { $message }
cli-error-interrupted = interrumpido: { $what } se detuvo con ctrl-c
cli-error-cannot-read = no se puede leer `{ $path }`: { $reason }
cli-error-cannot-write = no se puede escribir `{ $path }`: { $reason }
cli-error-not-utf8 = no es texto UTF-8
cli-error-stdin = no se puede leer la `entrada estándar`: { $reason }
cli-error-stdout = no se puede escribir en la `salida estándar`: { $reason }
cli-error-terminal = no se puede leer ni escribir en el terminal: { $reason }
cli-error-invalid = { $count ->
    [one] { $count } problema en los archivos leídos:
   *[other] { $count } problemas en los archivos leídos:
}

    { $rendered }

## Por qué no se pudo leer o escribir un archivo (src/files.rs)
cli-file-not-found = no existe ese archivo
cli-file-not-regular = es { $kind }, no un archivo normal
cli-file-too-large = ocupa más de { $kib } KiB, lo máximo que bao lee
cli-file-not-utf8 = no es texto UTF-8 (línea { $line }, columna { $column })
cli-file-kind-fifo = una FIFO
cli-file-kind-device = un dispositivo
cli-file-kind-socket = un socket
cli-file-kind-folder = una carpeta
cli-file-kind-other = algo que no es un archivo
cli-file-link-loop = demasiados niveles de enlaces simbólicos
cli-file-write-irregular = `{ $path }` es { $kind }, no un archivo normal: bao solo escribe sobre un archivo normal o con un nombre nuevo
cli-file-write-irregular-link = `{ $path }` lleva a `{ $target }`, { $kind }, no un archivo normal: bao solo escribe sobre un archivo normal o con un nombre nuevo
cli-file-old-text-kept = { $reason }; el texto anterior del archivo se guarda en `{ $path }`
cli-file-read-only = el archivo es de solo lectura
cli-file-changed = ha cambiado desde que bao lo leyó
cli-file-exists = ya hay un archivo ahí
cli-io-not-found = no existe ese archivo o carpeta
cli-io-permission-denied = permiso denegado
cli-io-already-exists = ya existe
cli-io-is-a-folder = es una carpeta
cli-io-not-a-folder = no es una carpeta
cli-io-storage-full = no queda espacio en el dispositivo
cli-io-read-only-filesystem = el sistema de archivos es de solo lectura
cli-io-broken-pipe = la tubería se cerró

## La ayuda de la línea de órdenes (src/cli/help.rs)
cli-heading-usage = Uso:
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-heading-commands = Órdenes
cli-flag-help = Mostrar la ayuda
cli-flag-help-long = Mostrar la ayuda (un resumen con '-h')
cli-flag-version = Mostrar la versión
cli-about-bao = Un tutor de reglas y un verificador de diagramas para el Bao la Kiswahili y el Bao la Kujifunza
cli-about-learn = Recorrer las lecciones: reglas, fuentes, jugadas paso a paso, preguntas
cli-about-game = Jugar una partida entera contra bao o contra un amigo, con un entrenador; se guarda tras cada turno
cli-about-replay = Recorrer el registro de una partida con los comentarios del entrenador, o anotar una copia
cli-about-moves = Listar todas las jugadas legales de una posición
cli-about-play = Jugar jugadas desde una posición y mostrar el resultado
cli-about-analyse = Buscar la mejor jugada de una posición, o demostrar una victoria en N turnos
cli-about-engine = Servir el protocolo del motor (líneas JSON por la entrada y la salida estándar) a una interfaz, un bot o un organizador de partidas
cli-about-solve = Demostrar si el jugador al que le toca gana en N turnos, con memoria limitada
cli-about-perft = Contar los turnos completos a cada profundidad (una comprobación de la generación de jugadas)
cli-about-show = Dibujar el tablero de una posición
cli-about-check = Jugar en el motor cada paso de lección y cada afirmación de diagrama, e informar de lo que difiere
cli-about-new = Escribir un archivo nuevo de lección o de ejercicios en un curso, comentado para quien escribe por primera vez
cli-about-new-lesson = Una lección: la regla, citas y un primer paso que muestra una posición y sus jugadas legales
cli-about-new-exercise = Una lección de ejercicios: una pregunta de cada tipo, respondida por el motor
cli-about-new-puzzle = Una lección de problemas: una posición en la que el jugador al que le toca gana en 2, para sustituirla por la tuya, o con --find una encontrada en partidas al azar y demostrada
cli-about-record = Escribir en una lección lo que el motor dice que dan sus jugadas: `expect` y las respuestas de los ejercicios
cli-about-schema = Escribir los esquemas JSON de los archivos de lección, capítulo, curso y diagrama
cli-about-book = Escribir el libro de las reglas anotadas (un mdBook), o comprobar que está al día
cli-about-puzzles = Resolver problemas puntuados sacados de las partidas de bao; `bao puzzles generate` crea la colección
cli-about-puzzles-generate = Crear una colección de problemas a partir de las partidas de bao: la misma semilla y la misma cantidad dan el mismo archivo
cli-arg-color = Cuándo colorear la salida; NO_COLOR en el entorno también quita el color
cli-arg-lang = El idioma que habla bao; si no, lo deciden LC_ALL, LC_MESSAGES o LANG, y si no, inglés
cli-value-color-auto = Colorear cuando la salida estándar es un terminal que lo admite y NO_COLOR no está definido
cli-value-color-always = Colorear siempre
cli-value-color-never = No colorear nunca
cli-value-lang-en = Inglés (English)
cli-value-lang-es = Español
cli-value-lang-ca = Catalán (català)
cli-value-lang-sw = Suajili (Kiswahili), el idioma del juego
cli-arg-rules = El reglamento, con opciones: `kiswahili` o `kujifunza`, y luego elementos `,opción=valor` (`namua-takasa=limited|any`, `takasia=on|off`, `endless=illegal|draw|mover-loses`, `takasa-nyumba=stops|may-stop`, `nyumba-tax=before-seed|after-seed`, `lone-kichwa=only-occupied|only-sowable`)
cli-arg-position = La posición: texto de una línea, un objeto JSON o un archivo que contenga uno de los dos
cli-arg-position-or-diagram = La posición: texto de una línea, un objeto JSON, un archivo que contenga uno de los dos, `start` (el inicio del reglamento) o el id de un diagrama, como `seed000-d09`
cli-arg-position-any = La posición: `start`, el id de un diagrama, la forma de una línea, un objeto JSON o un archivo
cli-arg-moves-json = Escribir un array JSON con un objeto por jugada legal
cli-arg-play-json = Escribir el resultado en JSON
cli-arg-play-trace = Recorrer cada jugada paso a paso
cli-arg-play-moves = Las jugadas, en cualquiera de las dos notaciones (`A5I`, `A6D*`, `A4>`, `A3>+`)
cli-arg-analyse-time = El tiempo máximo para pensar, en segundos (5 por defecto); al agotarse se da la mejor jugada encontrada hasta entonces
cli-arg-analyse-depth = Buscar exactamente hasta esta cantidad de medias jugadas (de 1 a 24), tarde lo que tarde (cada una cuesta más o menos el doble que la anterior)
cli-arg-analyse-prove = Decidir con exactitud si el jugador al que le toca gana en N de sus turnos (de 1 a 30)
cli-arg-analyse-level = Jugar a un nivel, de 1 (el más flojo) a 6: una búsqueda menos profunda y, por debajo del nivel 5, una elección al azar entre las jugadas con puntuación cercana a la mejor
cli-arg-analyse-json = Escribir un objeto JSON: best, score, chance (la puntuación esperada del que mueve, de 0 a 1), pv, depth, nodes, time_ms, moves (cada jugada legal con su puntuación y su probabilidad, o una puntuación nula y el motivo si el tiempo se acabó antes de buscarla)
cli-arg-solve-memory = La memoria máxima que pueden ocupar las tablas de la demostración: bytes, o un número con K, M, G o T (potencias de 1024), como 512M o 4G; una tabla llena olvida sus demostraciones más baratas
cli-arg-solve-time = El tiempo máximo, en segundos; sin él, la demostración sigue hasta acabar o hasta Ctrl-C
cli-arg-solve-all-moves = Decidir cada jugada hasta N turnos, en vez de parar en la primera victoria encontrada
cli-arg-solve-method = Cómo se decide cada jugada: `dfpn` (búsqueda en profundidad por números de prueba, la más rápida en demostraciones profundas) o `deepening` (búsqueda Y/O en profundidad, la más rápida en las cortas)
cli-arg-solve-json = Escribir un objeto JSON al final: rules, result, best, winning (cada primera jugada que gana lo antes posible), moves, nodes, time_ms
cli-arg-solve-turns = La cantidad máxima de turnos del jugador al que le toca en la que buscar una victoria (de 1 a 30)
cli-arg-perft-json = Escribir `{"{"}"counts": [n1, …]{"}"}` una vez contadas todas las profundidades
cli-arg-perft-depth = La profundidad máxima que contar, de 1 a 15
cli-arg-perft-position = La posición (por defecto, el inicio del reglamento): texto de una línea, un objeto JSON o un archivo
cli-arg-check-paths = Carpetas de curso, de capítulo o de diagramas, o archivos de lección o de diagrama [por defecto: las lecciones y los diagramas incorporados, los que lee `bao learn`, desde cualquier carpeta]; en cualquier otra carpeta se buscan por debajo. Las lecciones pueden nombrar los diagramas de ./diagrams/ (o, si no existe, los incorporados) y los de la carpeta diagrams/ de su curso. Un archivo `.csv` es una colección de problemas [por defecto: también la incorporada, lessons/puzzles/puzzles.csv]: se demuestra cada fila
cli-arg-check-proof-time = El tiempo máximo que pueden durar las demostraciones de los problemas de un archivo, en segundos: pasado ese tiempo se detienen y el problema falla, diciéndolo, diga lo que diga su `wins_in`
cli-arg-record-path = El archivo de lección que completar
cli-arg-record-all = Registrar cada paso, no solo los que no indican nada; un valor indicado con el que el motor no está de acuerdo se sustituye (el diff lo muestra antes de escribir nada)
cli-arg-record-yes = Escribir sin preguntar (para scripts)
cli-arg-schema-check = No escribir nada; fallar si falta un archivo de esquema o no está al día
cli-arg-new-target = La carpeta del capítulo y el nombre de la lección, p. ej. `01-namua/first-capture`; el archivo se numera tras la última lección del capítulo (`01-namua/03-first-capture.yaml`)
cli-arg-new-from = La posición de partida: el id de un diagrama (incorporado o de la carpeta diagrams/ del curso), o una POSICIÓN (la forma de una línea, JSON o un archivo que contenga una de las dos) [por defecto: el inicio de la partida]
cli-arg-new-lessons = La carpeta del curso, que se crea si falta
cli-arg-new-find = Buscar en cambio un problema en partidas al azar: una victoria en 2 con una sola primera jugada ganadora, demostrada (una búsqueda acotada; Ctrl-C la detiene)
cli-arg-new-seed = Las partidas al azar que juega --find: otra semilla encuentra otro problema

## Un argumento POSICIÓN (src/cli/position_arg.rs)
cli-position-empty-given = la posición está vacía: da `start`, la forma de una línea o un objeto JSON
cli-position-empty = la POSICIÓN está vacía: da `start`, la forma de una línea, un objeto JSON, un id de diagrama o un archivo
cli-position-unknown = no hay ningún archivo ni diagrama `{ $id }`: una POSICIÓN es `start`, la forma de una línea, un objeto JSON, un id de diagrama (el nombre de un archivo de diagrams/ sin `.yaml`) o la ruta de un archivo que contenga una posición
cli-position-unknown-near = no hay ningún archivo ni diagrama `{ $id }`: ¿querías decir `{ $near }`? una POSICIÓN es `start`, la forma de una línea, un objeto JSON, un id de diagrama (el nombre de un archivo de diagrams/ sin `.yaml`) o la ruta de un archivo que contenga una posición
cli-position-in-file = { " " }en `{ $file }`
cli-position-invalid-json = posición JSON no válida{ $at }: { $reason }
cli-position-not-a-file = `{ $file }` no es un archivo de posición: tiene { $lines } líneas, y un archivo de posición contiene la forma de una línea en una sola línea o un objeto JSON
cli-position-invalid = posición no válida{ $at }: { $reason } en la columna { $column }
cli-position-impossible = posición imposible{ $at }: { $reason }

## bao moves, play, perft y schema (src/cli/moves.rs, play.rs, perft.rs, schema.rs)
cli-moves-interrupted = la lista de las jugadas
cli-moves-none = ninguna jugada legal: { $outcome }
cli-moves-captures = captura { $count }
cli-play-game-over = jugada { $number } `{ $text }`: la partida ha terminado ({ $outcome })
cli-play-move-error = jugada { $number } `{ $text }`: { $reason }
cli-play-interrupted = el juego de la jugada { $number } `{ $text }`
cli-perft-depth-range = la profundidad { $depth } está fuera de rango: da de 1 a { $most } (cada media jugada multiplica el trabajo por cinco, más o menos; la profundidad { $most } desde el inicio ya lleva minutos)
cli-perft-heading = prof.  turnos completos
cli-perft-interrupted = el recuento a la profundidad { $depth }
cli-schema-up-to-date = { $path } está al día
cli-schema-wrote = escrito { $path }
cli-schema-stale = { $paths } no está al día con los tipos de las lecciones: ejecuta `bao schema` y confirma el resultado
cli-schema-all-up-to-date = los esquemas están al día

## La ayuda de los argumentos de las demás órdenes (src/cli/help/tables.rs)
cli-about-new-translation = Escribir el archivo de traducción de una lección, o de cada lección de una carpeta de capítulo o de curso, en el idioma de --lang
cli-arg-new-translation-path = Un archivo de lección, una carpeta de capítulo (su `chapter.yaml` y cada lección) o una carpeta de curso (su `course.yaml` y cada capítulo); `chapter.yaml` o `course.yaml` solos son solo ese archivo. El idioma es el `--lang` de bao
cli-arg-new-translation-update = Poner al día los archivos de traducción existentes: añadir las entradas que faltan y mostrar el inglés nuevo de las que cambiaron desde entonces; nunca se cambia un texto traducido
cli-arg-learn-lesson = La lección a la que ir (su id, como la muestra `--list`); por defecto: donde lo dejaste
cli-arg-learn-list = Listar los capítulos y las lecciones, marcando las terminadas y dónde estás
cli-arg-learn-reset = Olvidar tu progreso, en todas las lecciones o solo en LESSON, tras preguntar
cli-arg-learn-yes = No preguntar antes de olvidar el progreso (para scripts)
cli-arg-own-lessons = Una carpeta de curso propia en lugar de las lecciones incorporadas; sus lecciones pueden nombrar los diagramas incorporados
cli-arg-width = Las columnas en las que cortar el texto (de 40 a 72); por defecto: el ancho del terminal, 72 en una tubería
cli-arg-plain-input = Líneas simples incluso en un terminal, una línea de entrada cada vez
cli-arg-plain = Líneas simples incluso en un terminal
cli-arg-game-rules = El reglamento, con opciones, como en todas las órdenes (por defecto `kiswahili`)
cli-arg-game-level = El nivel de bao, de 1 (el más flojo) a 6 (la búsqueda completa, 5 s por jugada salvo con `--time`)
cli-arg-game-time = El tiempo de bao por jugada, en segundos, buscando tan hondo como le dé (en lugar de un nivel)
cli-arg-game-as = El lado con el que juegas: S (Sur, que empieza; por defecto) o N
cli-arg-game-two-players = Dos personas en un mismo teclado, por turnos; bao solo hace de entrenador
cli-arg-game-load = Reanudar el registro de una partida escrito con `s` (o tecleado a mano); sus reglas y sus jugadores son los del registro
cli-arg-game-new = Empezar una partida nueva aunque haya una guardada en curso (se olvida)
cli-arg-game-no-coach = Sin entrenador: ningún comentario sobre tus jugadas ni revisión al final
cli-arg-game-seed = La semilla de las elecciones de bao entre jugadas casi igual de buenas, para volver a jugar una partida
cli-arg-replay-file = El registro de la partida (tal como lo escribe `bao game` con `s`)
cli-arg-replay-annotate = Escribir la probabilidad de Sur tras cada jugada (o su resultado demostrado) y las notas del entrenador en una copia del registro
cli-arg-replay-out = Dónde escribe `--annotate` la copia; por defecto: el nombre de FILE con `.annotated` antes de su extensión. Nunca sustituye un archivo existente
cli-arg-replay-time = Cuánto busca `--annotate` en cada posición su probabilidad, en segundos (0.2 por defecto)
cli-arg-replay-no-coach = Sin entrenador: solo las jugadas y lo que hicieron
cli-arg-replay-boards = Dibujar el tablero tras cada turno, no solo al principio y al final (en líneas impresas)
cli-arg-replay-review = Una revisión de la partida en lugar de sus jugadas: las jugadas de cada lado contadas por clase, su precisión, los momentos decisivos y una gráfica de la probabilidad de Sur (un diagrama en un terminal)
cli-arg-replay-svg = Dónde `--review` dibuja además su gráfica como imagen SVG (un archivo nuevo: nunca encima de uno existente)
cli-arg-book-out = La carpeta del libro: allí se escriben `book.toml` y `src/`; `book` para el inglés, si no `book/<código>` para el idioma de `--lang`
cli-arg-book-check = No escribir nada; fallar si la carpeta difiere de lo que se escribiría
cli-arg-puzzles-theme = Solo problemas de este tema (p. ej. `kimbi`, `takasa-trap`)
cli-arg-puzzles-streak = Una racha: los más fáciles primero, sin puntuación, hasta el primer fallo
cli-arg-puzzles-state = La carpeta del archivo de progreso (`progress.json`); por defecto: la carpeta de estado del usuario, como la usa `bao learn`
cli-arg-puzzles-file = Un archivo de colección propio en lugar de los problemas incorporados
cli-arg-generate-count = Cuántos problemas crear
cli-arg-generate-seed = La semilla que determina las partidas jugadas: la misma semilla y la misma cantidad dan la misma colección
cli-arg-generate-out = Escribir la colección en este archivo (sustituyéndolo) en lugar de en la salida estándar

cli-value-method-deepening = Búsqueda Y/O en profundidad por profundización iterativa
cli-value-method-dfpn = Búsqueda en profundidad por números de prueba

## bao solve y bao analyse (src/cli/solve.rs, analyse.rs, search_words.rs)
cli-search-front-row-empty = la primera fila de { $side } está vacía
cli-search-a-front-row-empty = una primera fila está vacía
cli-search-no-legal-move = el jugador al que le toca no tiene ninguna jugada legal
cli-search-never-ends = una siembra no termina nunca
cli-search-over-won = la partida ha terminado: { $why }, así que ha ganado { $side }
cli-search-over-drawn = la partida ha terminado: { $why }, tablas
cli-prove-stopped-at-once = detenida antes de decidir siquiera una victoria en 1
cli-prove-stopped = detenida tras demostrar que no hay victoria en { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }; no se terminó una demostración más larga
cli-solve-memory-too-little = { $bytes } bytes de memoria son muy pocos para una demostración: da al menos { $least }
cli-either = { $rest } o { $last }
cli-solve-memory-unreadable = no se puede leer la memoria `{ $text }`: da bytes o un tamaño como 512M o 4G
cli-solve-memory-too-small = la memoria `{ $text }` es demasiado pequeña: las tablas de la demostración necesitan al menos 1M
cli-solve-memory-too-large = la memoria `{ $text }` es más de la que tiene esta máquina ({ NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) }G)
cli-solve-rules = { $rules } (siembras sin fin: endless={ $endless })
cli-solve-rules-line = reglas: { $rules }
cli-solve-turns-range = no se puede demostrar una victoria en { $turns } turnos: da de 1 a { $most } turnos
cli-solve-cannot-prove = no se puede demostrar una victoria de { $side }: { $reason }
cli-solve-proving = demostrando: ¿gana { $side } en { $turns } { $turns ->
        [one] turno
       *[other] turnos
    } o menos?
cli-solve-no-win-proved = no hay victoria en { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }: demostrado, { $nodes } nodos, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
cli-solve-progress = turno { $trying } de { $turns } ({ $decided } decididos), jugada { $number }/{ $moves }, { $nodes } nodos, { $rate }/s, tabla llena al { NUMBER($full, maximumFractionDigits: 0) } %
cli-solve-got = demostrado que no hay victoria en { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }, { $nodes } nodos en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
cli-solve-interrupted = la demostración ({ $got })
cli-solve-out-of-time = la demostración no terminó en el tiempo dado: { $got }
cli-solve-win-in = victoria en { $turns }
cli-solve-no-win-within = sin victoria en { $turns }
cli-solve-wins-with = { $side } gana en { $turns }, con { $moves }
cli-solve-verdict = { $side }: { $verdict }
cli-solve-move-verdict = { $mv } { $verdict }
cli-solve-moves = jugadas: { $moves }
cli-solve-nodes = { $nodes } nodos en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
cli-analyse-cannot-prove = no se puede demostrar una victoria de { $side }: { $reason } (tras { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
cli-analyse-level-plays = el nivel { $level } juega: { $mv } (le toca a { $side })
cli-analyse-best-move = mejor jugada: { $mv } (le toca a { $side })
cli-analyse-line = línea: { $moves }
cli-analyse-work = profundidad { $depth } { $depth ->
        [one] media jugada
       *[other] medias jugadas
    }, { $nodes } nodos en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
cli-analyse-not-searched = sin buscar: { $mv } ({ $why })
cli-analyse-unsown-maybe-illegal = el tiempo se acabó antes de que terminara su siembra; si no termina nunca, no es una jugada legal
cli-analyse-unsown = el tiempo se acabó antes de que terminara su siembra
cli-analyse-unsearched = el tiempo se acabó antes de buscarla
cli-analyse-wins-in = { $side } gana en { $turns }
cli-analyse-no-forced-win = { $side } no tiene victoria forzada en { $turns } { $turns ->
        [one] turno
       *[other] turnos
    }

## Tiempos, progreso y probabilidades (src/cli/duration.rs, watch.rs, chances.rs)
cli-time-not-seconds = `{ $text }` no es un número de segundos: da uno como 2 o 0.5
cli-time-at-most-a-day = el tiempo debe ser como mucho { $most } segundos (un día)
cli-time-at-most-an-hour = el tiempo debe ser como mucho { $most } segundos (una hora)
cli-time-at-most = el tiempo debe ser como mucho { $most } segundos
cli-time-positive = el tiempo debe ser de más de 0 segundos
cli-watch-progress = { $what } ({ $seconds } s; ctrl-c lo detiene)
cli-watch-laps = una siembra lleva { $laps } vueltas de relevo
cli-watch-counted = { $turns } turnos contados a esta profundidad
cli-chances-draw = tablas: la línea acaba en una siembra sin fin

## bao new (src/cli/new.rs, src/cli/new/find.rs, src/author/names.rs)
cli-new-not-a-folder = `{ $path }` no es una carpeta: --lessons nombra la carpeta del curso
cli-new-no-legal-move = ninguna jugada es legal en esa posición, así que no hay nada que preguntar: da otra con --from
cli-new-wrote = escrito { $what }
cli-new-wrote-chapter = { $path } (el título y la introducción del capítulo nuevo)
cli-new-wrote-course = { $path } (el título del curso)
cli-new-wrote-schema = { $path } (contra lo que los editores comprueban los archivos)
cli-new-next = a continuación:
cli-new-next-edit = edita { $path }
cli-new-next-edit-what = sus comentarios dicen qué significa cada clave
cli-new-next-check-what = juega cada paso en el motor
cli-new-next-record-what = escribe lo que dan las jugadas que añadas
cli-new-next-learn-what = la recorre como la recorrería un alumno
cli-new-exists = `{ $path }` ya existe: bao new nunca sobrescribe un archivo
cli-new-name-taken = el capítulo `{ $chapter }` ya tiene una lección `{ $name }` ({ $path }): elige otro nombre, o edita ese archivo
cli-new-full = el capítulo `{ $chapter }` tiene una lección con el número 99: bao numera las lecciones del 01 al 99
cli-new-id-taken = { $path } ya tiene el id `{ $id }`, y los ids son únicos en todo el curso: elige otro nombre
cli-new-not-target = `{ $text }` no es CAPÍTULO/NOMBRE: da la carpeta del capítulo, una `/` y el nombre de la lección, p. ej. `01-namua/first-capture`
cli-new-two-slashes = `{ $text }` tiene más de una `/`: da CAPÍTULO/NOMBRE, p. ej. `01-namua/first-capture`
cli-new-chapter-empty = el capítulo está vacío: da CAPÍTULO/NOMBRE, p. ej. `01-namua/first-capture`
cli-new-name-empty = el nombre de la lección está vacío: da CAPÍTULO/NOMBRE, p. ej. `01-namua/first-capture`
cli-new-chapter-bad = el capítulo `{ $name }` solo puede tener minúsculas, cifras y `-` (se convierte en un id y en un nombre de archivo)
cli-new-name-bad = el nombre de lección `{ $name }` solo puede tener minúsculas, cifras y `-` (se convierte en un id y en un nombre de archivo)
cli-new-chapter-bad-like = el capítulo `{ $name }` solo puede tener minúsculas, cifras y `-` (se convierte en un id y en un nombre de archivo), p. ej. `{ $like }`
cli-new-name-bad-like = el nombre de lección `{ $name }` solo puede tener minúsculas, cifras y `-` (se convierte en un id y en un nombre de archivo), p. ej. `{ $like }`
cli-new-looking = buscando una victoria en { $turns } en partidas al azar de semilla { $seed }
cli-new-find-stopped = detenido
cli-new-find-none = no se encontró ninguno en { $positions } posiciones o { $seconds } s
cli-new-find-failed = no se encontró ningún problema con la semilla { $seed } ({ $why }): prueba otra --seed
cli-new-found = encontrada una victoria en { $turns } tras demostrar { $positions } posiciones (semilla { $seed }): { $side } juega primero { $mv }
cli-new-placeholder = el problema de muestra no es una posición con { $rules }: da una con --from
cli-new-over = esa posición ya ha terminado ({ $outcome }): un problema pide una victoria desde una partida aún en juego, así que da otra con --from

## bao record (src/cli/record.rs, src/author/record*)
cli-record-folder = `{ $path }` es una carpeta: da un archivo de lección, p. ej. `bao record { $example }`
cli-record-chapter = `{ $path }` es un archivo de capítulo: bao record solo completa lecciones
cli-record-diagram = `{ $path }` es un diagrama, cuyas afirmaciones dicen lo que dice su fuente: bao record solo completa lecciones
cli-record-note = nota:
cli-record-nothing-all = nada que registrar en { $path }: todo lo que indica es lo que dice el motor
cli-record-nothing = nada que registrar en { $path }: cada jugada indica su resultado, cada pregunta su respuesta y cada problema su solución (`--all` los compara con el motor)
cli-confirm = { $question } [s/N]{" "}
cli-record-confirm = ¿escribir estos cambios?
cli-record-nothing-written = no se ha escrito nada
cli-record-changed = `{ $path }` cambió mientras bao record esperaba, así que no se ha escrito nada (tu edición se conserva): vuelve a ejecutar bao record
cli-record-wrote = escrito { $path }; `{ $bao } check { $path }` lo juega en el motor
cli-record-no-lesson = no hay ninguna lección en `{ $path }`
cli-record-bug = bao no ha podido editar `{ $path }` con seguridad ({ $why }); el archivo no ha cambiado: por favor, infórmanos
cli-record-overlapping = ediciones solapadas en el byte { $byte }
cli-record-still-differs = el archivo editado aún difiere del motor
cli-record-step = paso { $step } (línea { $line }): { $what }
cli-record-replaced = el archivo dice { $key } { $stated }, el motor { $engine }: sustituido
cli-record-removed = el archivo dice { $key } { $stated }, el motor nada: eliminado
cli-record-left-alone = sin tocar: { $why }
cli-record-skip-step-braces = las llaves del paso contienen un comentario; escribe el paso en estilo de bloque
cli-record-skip-step-layout = bao no sabe editar la disposición del paso
cli-record-skip-expect = `expect` tiene un valor que bao no puede leer; quítalo y vuelve a ejecutar
cli-record-skip-braces = las llaves contienen un comentario; escribe el mapa en estilo de bloque
cli-record-skip-layout = bao no sabe editar la disposición del mapa
cli-record-skip-exercise-braces = las llaves del ejercicio contienen un comentario; escríbelo en estilo de bloque
cli-record-skip-exercise-layout = bao no sabe editar la disposición del ejercicio
cli-record-skip-solution-open = `solution` no está cerrado
cli-record-skip-no-win = el jugador al que le toca no tiene victoria en { $turns }, así que no hay solución que escribir (`bao check` dice más)
cli-record-skip-not-found = no se encontró la solución: { $reason }
