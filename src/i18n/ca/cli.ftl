# cli

## Els errors que escriu bao (src/cli/error.rs, src/cli.rs)
cli-error = error: { $message }
cli-error-interrupted = interromput: { $what } s'ha aturat amb ctrl-c
cli-error-cannot-read = no es pot llegir `{ $path }`: { $reason }
cli-error-cannot-write = no es pot escriure `{ $path }`: { $reason }
cli-error-not-utf8 = no és text UTF-8
cli-error-stdin = no es pot llegir l'`entrada estàndard`: { $reason }
cli-error-stdout = no es pot escriure a la `sortida estàndard`: { $reason }
cli-error-terminal = no es pot llegir ni escriure al terminal: { $reason }
cli-error-invalid = { $count ->
    [one] { $count } problema als fitxers llegits:
   *[other] { $count } problemes als fitxers llegits:
}

    { $rendered }

## Per què no s'ha pogut llegir o escriure un fitxer (src/files.rs)
cli-file-not-found = no existeix aquest fitxer
cli-file-not-regular = és { $kind }, no un fitxer normal
cli-file-too-large = ocupa més de { $kib } KiB, el màxim que llegeix bao
cli-file-not-utf8 = no és text UTF-8 (línia { $line }, columna { $column })
cli-file-kind-fifo = una FIFO
cli-file-kind-device = un dispositiu
cli-file-kind-socket = un sòcol
cli-file-kind-folder = una carpeta
cli-file-kind-other = una cosa que no és un fitxer
cli-file-link-loop = massa nivells d'enllaços simbòlics
cli-file-write-irregular = `{ $path }` és { $kind }, no un fitxer normal: bao només escriu sobre un fitxer normal o amb un nom nou
cli-file-write-irregular-link = `{ $path }` porta a `{ $target }`, { $kind }, no un fitxer normal: bao només escriu sobre un fitxer normal o amb un nom nou
cli-file-old-text-kept = { $reason }; el text anterior del fitxer es desa a `{ $path }`
cli-file-read-only = el fitxer és només de lectura
cli-file-changed = ha canviat des que bao el va llegir
cli-file-exists = ja hi ha un fitxer en aquest lloc
cli-io-not-found = no existeix aquest fitxer o carpeta
cli-io-permission-denied = permís denegat
cli-io-already-exists = ja existeix
cli-io-is-a-folder = és una carpeta
cli-io-not-a-folder = no és una carpeta
cli-io-storage-full = no queda espai al dispositiu
cli-io-read-only-filesystem = el sistema de fitxers és només de lectura
cli-io-broken-pipe = la canonada s'ha tancat

## L'ajuda de la línia d'ordres (src/cli/help.rs)
cli-heading-usage = Ús:
cli-heading-arguments = Arguments
cli-heading-options = Opcions
cli-heading-commands = Ordres
cli-flag-help = Mostra l'ajuda
cli-flag-help-long = Mostra l'ajuda (un resum amb '-h')
cli-flag-version = Mostra la versió
cli-about-bao = Un tutor de regles i un verificador de diagrames per al Bao la Kiswahili i el Bao la Kujifunza
cli-about-learn = Recorre les lliçons: regles, fonts, jugades pas a pas, preguntes
cli-about-game = Juga una partida sencera contra bao o contra un amic, amb un entrenador; es desa després de cada torn
cli-about-replay = Recorre el registre d'una partida amb els comentaris de l'entrenador, o anota'n una còpia
cli-about-moves = Llista totes les jugades legals d'una posició
cli-about-play = Juga jugades des d'una posició i mostra el resultat
cli-about-analyse = Cerca la millor jugada d'una posició, o demostra una victòria en N torns
cli-about-engine = Serveix el protocol del motor (línies JSON per l'entrada i la sortida estàndard) a una interfície, un bot o un organitzador de partides
cli-about-solve = Demostra si el jugador a qui toca guanya en N torns, amb memòria limitada
cli-about-perft = Compta els torns complets a cada profunditat (una comprovació de la generació de jugades)
cli-about-show = Dibuixa el tauler d'una posició
cli-about-check = Juga al motor cada pas de lliçó i cada afirmació de diagrama, i informa del que difereix
cli-about-new = Escriu un fitxer nou de lliçó o d'exercicis en un curs, comentat per a qui escriu per primera vegada
cli-about-new-lesson = Una lliçó: la regla, cites i un primer pas que mostra una posició i les seves jugades legals
cli-about-new-exercise = Una lliçó d'exercicis: una pregunta de cada tipus, resposta pel motor
cli-about-new-puzzle = Una lliçó de problemes: una posició on el jugador a qui toca guanya en 2, per substituir-la per la teva, o amb --find una trobada en partides a l'atzar i demostrada
cli-about-record = Escriu en una lliçó el que el motor diu que donen les seves jugades: `expect` i les respostes dels exercicis
cli-about-schema = Escriu els esquemes JSON dels fitxers de lliçó, capítol, curs i diagrama
cli-about-book = Escriu el llibre de les regles anotades (un mdBook), o comprova que està al dia
cli-about-puzzles = Resol problemes puntuats trets de les partides de bao; `bao puzzles generate` en fa la col·lecció
cli-about-puzzles-generate = Fa una col·lecció de problemes a partir de les partides de bao: la mateixa llavor i la mateixa quantitat donen el mateix fitxer
cli-arg-color = Quan cal acolorir la sortida; NO_COLOR a l'entorn també treu el color
cli-arg-lang = La llengua que parla bao; si no, ho decideixen LC_ALL, LC_MESSAGES o LANG, i si no, l'anglès
cli-value-color-auto = Acoloreix quan la sortida estàndard és un terminal que ho admet i NO_COLOR no està definit
cli-value-color-always = Acoloreix sempre
cli-value-color-never = No acoloreixis mai
cli-value-lang-en = Anglès (English)
cli-value-lang-es = Castellà (español)
cli-value-lang-ca = Català
cli-value-lang-sw = Suahili (Kiswahili), la llengua del joc
cli-arg-rules = El reglament, amb opcions: `kiswahili` o `kujifunza`, i després elements `,opció=valor` (`namua-takasa=limited|any`, `takasia=on|off`, `endless=illegal|draw|mover-loses`, `takasa-nyumba=stops|may-stop`, `nyumba-tax=before-seed|after-seed`, `lone-kichwa=only-occupied|only-sowable`)
cli-arg-position = La posició: text d'una línia, un objecte JSON o un fitxer que en contingui un dels dos
cli-arg-position-or-diagram = La posició: text d'una línia, un objecte JSON, un fitxer que en contingui un dels dos, `start` (l'inici del reglament) o l'id d'un diagrama, com ara `seed000-d09`
cli-arg-position-any = La posició: `start`, l'id d'un diagrama, la forma d'una línia, un objecte JSON o un fitxer
cli-arg-moves-json = Escriu un array JSON amb un objecte per jugada legal
cli-arg-play-json = Escriu el resultat en JSON
cli-arg-play-trace = Recorre cada jugada pas a pas
cli-arg-play-moves = Les jugades, en qualsevol de les dues notacions (`A5E`, `A6D*`, `A4>`, `A3>+`)
cli-arg-analyse-time = El temps màxim per pensar, en segons (5 per defecte); quan s'acaba es dona la millor jugada trobada fins llavors
cli-arg-analyse-depth = Cerca exactament fins a aquesta quantitat de mitges jugades (d'1 a 24), trigui el que trigui (cadascuna costa més o menys el doble que l'anterior)
cli-arg-analyse-prove = Decideix exactament si el jugador a qui toca guanya en N dels seus torns (d'1 a 30)
cli-arg-analyse-level = Juga a un nivell, d'1 (el més fluix) a 6: una cerca menys profunda i, per sota del nivell 5, una tria a l'atzar entre les jugades amb una puntuació propera a la millor
cli-arg-analyse-json = Escriu un objecte JSON: best, score, chance (la puntuació esperada de qui mou, de 0 a 1), pv, depth, nodes, time_ms, moves (cada jugada legal amb la seva puntuació i probabilitat, o una puntuació nul·la i el motiu si el temps s'ha acabat abans de cercar-la)
cli-arg-solve-memory = La memòria màxima que poden ocupar les taules de la demostració: bytes, o un nombre amb K, M, G o T (potències de 1024), com ara 512M o 4G; una taula plena oblida les seves demostracions més barates
cli-arg-solve-time = El temps màxim, en segons; sense aquest límit, la demostració continua fins que acaba o fins a Ctrl-C
cli-arg-solve-all-moves = Decideix cada jugada fins a N torns, en lloc d'aturar-se a la primera victòria trobada
cli-arg-solve-method = Com es decideix cada jugada: `dfpn` (cerca en profunditat per nombres de prova, la més ràpida en demostracions profundes) o `deepening` (cerca I/O en profunditat, la més ràpida en les curtes)
cli-arg-solve-json = Escriu un objecte JSON al final: rules, result, best, winning (cada primera jugada que guanya com més aviat millor), moves, nodes, time_ms
cli-arg-solve-turns = La quantitat màxima de torns del jugador a qui toca en què cal cercar una victòria (d'1 a 30)
cli-arg-perft-json = Escriu `{"{"}"counts": [n1, …]{"}"}` un cop comptades totes les profunditats
cli-arg-perft-depth = La profunditat màxima que cal comptar, d'1 a 15
cli-arg-perft-position = La posició (per defecte, l'inici del reglament): text d'una línia, un objecte JSON o un fitxer
cli-arg-check-paths = Carpetes de curs, de capítol o de diagrames, o fitxers de lliçó o de diagrama [per defecte: les lliçons i els diagrames incorporats, els que llegeix `bao learn`, des de qualsevol carpeta]; en qualsevol altra carpeta es cerquen per sota. Les lliçons poden anomenar els diagrames de ./diagrams/ (o, si no n'hi ha, els incorporats) i els de la carpeta diagrams/ del seu curs. Un fitxer `.csv` és una col·lecció de problemes [per defecte: també la incorporada, lessons/puzzles/puzzles.csv]: se'n demostra cada fila
cli-arg-check-proof-time = El temps màxim que poden durar les demostracions dels problemes d'un fitxer, en segons: passat aquest temps s'aturen i el problema falla, i ho diu, digui el que digui el seu `wins_in`
cli-arg-record-path = El fitxer de lliçó que cal completar
cli-arg-record-all = Registra cada pas, no només els que no indiquen res; un valor indicat amb què el motor no està d'acord se substitueix (el diff ho mostra abans d'escriure res)
cli-arg-record-yes = Escriu sense preguntar (per a scripts)
cli-arg-schema-check = No escriu res; falla si falta un fitxer d'esquema o no està al dia
cli-arg-new-target = La carpeta del capítol i el nom de la lliçó, p. ex. `01-namua/first-capture`; el fitxer es numera després de l'última lliçó del capítol (`01-namua/03-first-capture.yaml`)
cli-arg-new-from = La posició de partida: l'id d'un diagrama (incorporat o de la carpeta diagrams/ del curs), o una POSICIÓ (la forma d'una línia, JSON o un fitxer que en contingui una de les dues) [per defecte: l'inici de la partida]
cli-arg-new-lessons = La carpeta del curs, que es crea si falta
cli-arg-new-find = Cerca en canvi un problema en partides a l'atzar: una victòria en 2 amb una sola primera jugada guanyadora, demostrada (una cerca fitada; Ctrl-C l'atura)
cli-arg-new-seed = Les partides a l'atzar que juga --find: una altra llavor troba un altre problema

## Un argument POSICIÓ (src/cli/position_arg.rs)
cli-position-empty-given = la posició és buida: dona `start`, la forma d'una línia o un objecte JSON
cli-position-empty = la POSICIÓ és buida: dona `start`, la forma d'una línia, un objecte JSON, un id de diagrama o un fitxer
cli-position-unknown = no hi ha cap fitxer ni diagrama `{ $id }`: una POSICIÓ és `start`, la forma d'una línia, un objecte JSON, un id de diagrama (el nom d'un fitxer de diagrams/ sense `.yaml`) o el camí d'un fitxer que contingui una posició
cli-position-unknown-near = no hi ha cap fitxer ni diagrama `{ $id }`: volies dir `{ $near }`? una POSICIÓ és `start`, la forma d'una línia, un objecte JSON, un id de diagrama (el nom d'un fitxer de diagrams/ sense `.yaml`) o el camí d'un fitxer que contingui una posició
cli-position-in-file = { " " }a `{ $file }`
cli-position-invalid-json = posició JSON no vàlida{ $at }: { $reason }
cli-position-not-a-file = `{ $file }` no és un fitxer de posició: té { $lines } línies, i un fitxer de posició conté la forma d'una línia en una sola línia o un objecte JSON
cli-position-invalid = posició no vàlida{ $at }: { $reason } a la columna { $column }
cli-position-impossible = posició impossible{ $at }: { $reason }

## bao moves, play, perft i schema (src/cli/moves.rs, play.rs, perft.rs, schema.rs)
cli-moves-interrupted = la llista de les jugades
cli-moves-none = cap jugada legal: { $outcome }
cli-moves-captures = en captura { $count }
cli-play-game-over = jugada { $number } `{ $text }`: la partida s'ha acabat ({ $outcome })
cli-play-move-error = jugada { $number } `{ $text }`: { $reason }
cli-play-interrupted = el joc de la jugada { $number } `{ $text }`
cli-perft-depth-range = la profunditat { $depth } és fora de l'interval: dona d'1 a { $most } (cada mitja jugada multiplica la feina per cinc, més o menys; la profunditat { $most } des de l'inici ja triga minuts)
cli-perft-heading = prof.  torns complets
cli-perft-interrupted = el recompte a la profunditat { $depth }
cli-schema-up-to-date = { $path } està al dia
cli-schema-wrote = s'ha escrit { $path }
cli-schema-stale = { $paths } no està al dia amb els tipus de les lliçons: executa `bao schema` i confirma el resultat
cli-schema-all-up-to-date = els esquemes estan al dia

## L'ajuda dels arguments de les altres ordres (src/cli/help/tables.rs)
cli-about-new-translation = Escriure el fitxer de traducció d'una lliçó, o de cada lliçó d'una carpeta de capítol o de curs, en l'idioma de --lang
cli-arg-new-translation-path = Un fitxer de lliçó, una carpeta de capítol (el seu `chapter.yaml` i cada lliçó) o una carpeta de curs (el seu `course.yaml` i cada capítol); `chapter.yaml` o `course.yaml` sols són només aquell fitxer. L'idioma és el `--lang` de bao
cli-arg-new-translation-update = Posar al dia els fitxers de traducció que ja hi són: afegir les entrades que falten i mostrar l'anglès nou de les que han canviat des de llavors; un text traduït no es canvia mai
cli-arg-learn-lesson = La lliçó on anar (el seu id, com el mostra `--list`); per defecte: on ho vas deixar
cli-arg-learn-list = Llistar els capítols i les lliçons, marcant les acabades i on ets
cli-arg-learn-reset = Oblidar el teu progrés, en totes les lliçons o només a LESSON, després de preguntar
cli-arg-learn-yes = No preguntar abans d'oblidar el progrés (per a scripts)
cli-arg-own-lessons = Una carpeta de curs pròpia en lloc de les lliçons incorporades; les seves lliçons poden anomenar els diagrames incorporats
cli-arg-width = Les columnes on tallar el text (de 40 a 72); per defecte: l'amplada del terminal, 72 en una canonada
cli-arg-plain-input = Línies simples fins i tot en un terminal, una línia d'entrada cada vegada
cli-arg-plain = Línies simples fins i tot en un terminal
cli-arg-game-rules = El reglament, amb opcions, com a totes les ordres (per defecte `kiswahili`)
cli-arg-game-level = El nivell de bao, de 1 (el més fluix) a 6 (la cerca completa, 5 s per jugada tret que hi hagi `--time`)
cli-arg-game-time = El temps de bao per jugada, en segons, cercant tan a fons com li permeti (en lloc d'un nivell)
cli-arg-game-as = El costat amb què jugues: S (Sud, que comença; per defecte) o N
cli-arg-game-two-players = Dues persones en un mateix teclat, per torns; bao només fa d'entrenador
cli-arg-game-load = Reprendre el registre d'una partida escrit amb `s` (o teclejat a mà); les seves regles i els seus jugadors són els del registre
cli-arg-game-new = Començar una partida nova encara que n'hi hagi una de desada en curs (s'oblida)
cli-arg-game-no-coach = Sense entrenador: cap comentari sobre les teves jugades ni cap revisió al final
cli-arg-game-seed = La llavor de les eleccions de bao entre jugades gairebé igual de bones, per tornar a jugar una partida
cli-arg-replay-file = El registre de la partida (tal com l'escriu `bao game` amb `s`)
cli-arg-replay-annotate = Escriure la probabilitat del Sud després de cada jugada (o el seu resultat demostrat) i les notes de l'entrenador en una còpia del registre
cli-arg-replay-out = On escriu `--annotate` la còpia; per defecte: el nom de FILE amb `.annotated` abans de l'extensió. No substitueix mai un fitxer que ja hi és
cli-arg-replay-time = Quant cerca `--annotate` a cada posició la seva probabilitat, en segons (0.2 per defecte)
cli-arg-replay-no-coach = Sense entrenador: només les jugades i el que van fer
cli-arg-replay-boards = Dibuixar el tauler després de cada torn, no només al principi i al final (en línies impreses)
cli-arg-replay-review = Una revisió de la partida en lloc de les seves jugades: les jugades de cada costat comptades per classe, la seva precisió, els moments decisius i un gràfic de la probabilitat del Sud (un diagrama en un terminal)
cli-arg-replay-svg = On `--review` dibuixa també el seu gràfic com a imatge SVG (un fitxer nou: mai damunt d'un que ja hi és)
cli-arg-book-out = La carpeta del llibre: s'hi escriuen `book.toml` i `src/`; `book` per a l'anglès, si no `book/<codi>` per a l'idioma de `--lang`
cli-arg-book-check = No escriure res; fallar si la carpeta difereix del que s'escriuria
cli-arg-puzzles-theme = Només problemes d'aquest tema (p. ex. `kimbi`, `takasa-trap`)
cli-arg-puzzles-streak = Una ratxa: els més fàcils primer, sense puntuació, fins al primer error
cli-arg-puzzles-state = La carpeta del fitxer de progrés (`progress.json`); per defecte: la carpeta d'estat de l'usuari, com la fa servir `bao learn`
cli-arg-puzzles-file = Un fitxer de col·lecció propi en lloc dels problemes incorporats
cli-arg-generate-count = Quants problemes crear
cli-arg-generate-seed = La llavor que determina les partides jugades: la mateixa llavor i la mateixa quantitat donen la mateixa col·lecció
cli-arg-generate-out = Escriure la col·lecció en aquest fitxer (substituint-lo) en lloc de a la sortida estàndard

cli-value-method-deepening = Cerca I/O en profunditat per aprofundiment iteratiu
cli-value-method-dfpn = Cerca en profunditat per nombres de prova

## bao solve i bao analyse (src/cli/solve.rs, analyse.rs, search_words.rs)
cli-search-front-row-empty = la primera fila de { $side } és buida
cli-search-a-front-row-empty = una primera fila és buida
cli-search-no-legal-move = el jugador a qui toca no té cap jugada legal
cli-search-never-ends = una sembra no acaba mai
cli-search-over-won = la partida s'ha acabat: { $why }, així que ha guanyat { $side }
cli-search-over-drawn = la partida s'ha acabat: { $why }, taules
cli-prove-stopped-at-once = aturada abans de decidir ni tan sols una victòria en 1
cli-prove-stopped = aturada després de demostrar que no hi ha victòria en { $turns } { $turns ->
        [one] torn
       *[other] torns
    }; no s'ha acabat una demostració més llarga
cli-solve-memory-too-little = { $bytes } bytes de memòria són massa pocs per a una demostració: dona'n almenys { $least }
cli-either = { $rest } o { $last }
cli-solve-memory-unreadable = no es pot llegir la memòria `{ $text }`: dona bytes o una mida com ara 512M o 4G
cli-solve-memory-too-small = la memòria `{ $text }` és massa petita: les taules de la demostració necessiten almenys 1M
cli-solve-memory-too-large = la memòria `{ $text }` és més de la que té aquesta màquina ({ NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) }G)
cli-solve-rules = { $rules } (sembres sense fi: endless={ $endless })
cli-solve-rules-line = regles: { $rules }
cli-solve-turns-range = no es pot demostrar una victòria en { $turns } torns: dona de 1 a { $most } torns
cli-solve-cannot-prove = no es pot demostrar una victòria de { $side }: { $reason }
cli-solve-proving = demostrant: guanya { $side } en { $turns } { $turns ->
        [one] torn
       *[other] torns
    } o menys?
cli-solve-no-win-proved = no hi ha victòria en { $turns } { $turns ->
        [one] torn
       *[other] torns
    }: demostrat, { $nodes } nodes, { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
cli-solve-progress = torn { $trying } de { $turns } ({ $decided } decidits), jugada { $number }/{ $moves }, { $nodes } nodes, { $rate }/s, taula plena al { NUMBER($full, maximumFractionDigits: 0) } %
cli-solve-got = demostrat que no hi ha victòria en { $turns } { $turns ->
        [one] torn
       *[other] torns
    }, { $nodes } nodes en { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
cli-solve-interrupted = la demostració ({ $got })
cli-solve-out-of-time = la demostració no s'ha acabat en el temps donat: { $got }
cli-solve-win-in = victòria en { $turns }
cli-solve-no-win-within = sense victòria en { $turns }
cli-solve-wins-with = { $side } guanya en { $turns }, amb { $moves }
cli-solve-verdict = { $side }: { $verdict }
cli-solve-move-verdict = { $mv } { $verdict }
cli-solve-moves = jugades: { $moves }
cli-solve-nodes = { $nodes } nodes en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
cli-analyse-cannot-prove = no es pot demostrar una victòria de { $side }: { $reason } (després de { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s)
cli-analyse-level-plays = el nivell { $level } juga: { $mv } (toca a { $side })
cli-analyse-best-move = millor jugada: { $mv } (toca a { $side })
cli-analyse-line = línia: { $moves }
cli-analyse-work = profunditat { $depth } { $depth ->
        [one] mitja jugada
       *[other] mitges jugades
    }, { $nodes } nodes en { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s
cli-analyse-not-searched = sense cercar: { $mv } ({ $why })
cli-analyse-unsown-maybe-illegal = el temps s'ha acabat abans que acabés la seva sembra; si no acaba mai, no és una jugada legal
cli-analyse-unsown = el temps s'ha acabat abans que acabés la seva sembra
cli-analyse-unsearched = el temps s'ha acabat abans de cercar-la
cli-analyse-wins-in = { $side } guanya en { $turns }
cli-analyse-no-forced-win = { $side } no té victòria forçada en { $turns } { $turns ->
        [one] torn
       *[other] torns
    }

## Temps, progrés i probabilitats (src/cli/duration.rs, watch.rs, chances.rs)
cli-time-not-seconds = `{ $text }` no és un nombre de segons: dona'n un com ara 2 o 0.5
cli-time-at-most-a-day = el temps ha de ser com a màxim { $most } segons (un dia)
cli-time-at-most-an-hour = el temps ha de ser com a màxim { $most } segons (una hora)
cli-time-at-most = el temps ha de ser com a màxim { $most } segons
cli-time-positive = el temps ha de ser de més de 0 segons
cli-watch-progress = { $what } ({ $seconds } s; ctrl-c l'atura)
cli-watch-laps = una sembra porta { $laps } voltes de relleu
cli-watch-counted = { $turns } torns comptats a aquesta profunditat
cli-chances-draw = taules: la línia acaba en una sembra sense fi

## bao new (src/cli/new.rs, src/cli/new/find.rs, src/author/names.rs)
cli-new-not-a-folder = `{ $path }` no és una carpeta: --lessons anomena la carpeta del curs
cli-new-no-legal-move = cap jugada no és legal en aquesta posició, així que no hi ha res a preguntar: dona'n una altra amb --from
cli-new-wrote = escrit { $what }
cli-new-wrote-chapter = { $path } (el títol i la introducció del capítol nou)
cli-new-wrote-course = { $path } (el títol del curs)
cli-new-wrote-schema = { $path } (contra el que els editors comproven els fitxers)
cli-new-next = a continuació:
cli-new-next-edit = edita { $path }
cli-new-next-edit-what = els seus comentaris diuen què vol dir cada clau
cli-new-next-check-what = juga cada pas al motor
cli-new-next-record-what = hi escriu el que donen les jugades que hi afegeixis
cli-new-next-learn-what = la recorre com ho faria un alumne
cli-new-exists = `{ $path }` ja existeix: bao new no sobreescriu mai un fitxer
cli-new-name-taken = el capítol `{ $chapter }` ja té una lliçó `{ $name }` ({ $path }): tria un altre nom, o edita aquell fitxer
cli-new-full = el capítol `{ $chapter }` té una lliçó amb el número 99: bao numera les lliçons del 01 al 99
cli-new-id-taken = { $path } ja té l'id `{ $id }`, i els ids són únics a tot el curs: tria un altre nom
cli-new-not-target = `{ $text }` no és CAPÍTOL/NOM: dona la carpeta del capítol, una `/` i el nom de la lliçó, p. ex. `01-namua/first-capture`
cli-new-two-slashes = `{ $text }` té més d'una `/`: dona CAPÍTOL/NOM, p. ex. `01-namua/first-capture`
cli-new-chapter-empty = el capítol és buit: dona CAPÍTOL/NOM, p. ex. `01-namua/first-capture`
cli-new-name-empty = el nom de la lliçó és buit: dona CAPÍTOL/NOM, p. ex. `01-namua/first-capture`
cli-new-chapter-bad = el capítol `{ $name }` només pot tenir minúscules, xifres i `-` (esdevé un id i un nom de fitxer)
cli-new-name-bad = el nom de lliçó `{ $name }` només pot tenir minúscules, xifres i `-` (esdevé un id i un nom de fitxer)
cli-new-chapter-bad-like = el capítol `{ $name }` només pot tenir minúscules, xifres i `-` (esdevé un id i un nom de fitxer), p. ex. `{ $like }`
cli-new-name-bad-like = el nom de lliçó `{ $name }` només pot tenir minúscules, xifres i `-` (esdevé un id i un nom de fitxer), p. ex. `{ $like }`
cli-new-looking = cercant una victòria en { $turns } en partides a l'atzar de llavor { $seed }
cli-new-find-stopped = aturat
cli-new-find-none = no se n'ha trobat cap en { $positions } posicions o { $seconds } s
cli-new-find-failed = no s'ha trobat cap problema amb la llavor { $seed } ({ $why }): prova una altra --seed
cli-new-found = trobada una victòria en { $turns } després de demostrar { $positions } posicions (llavor { $seed }): { $side } juga primer { $mv }
cli-new-placeholder = el problema de mostra no és una posició amb { $rules }: dona'n una amb --from
cli-new-over = aquesta posició ja s'ha acabat ({ $outcome }): un problema demana una victòria des d'una partida encara en joc, així que dona'n una altra amb --from

## bao record (src/cli/record.rs, src/author/record*)
cli-record-folder = `{ $path }` és una carpeta: dona un fitxer de lliçó, p. ex. `bao record { $example }`
cli-record-chapter = `{ $path }` és un fitxer de capítol: bao record només completa lliçons
cli-record-diagram = `{ $path }` és un diagrama, les afirmacions del qual diuen el que diu la seva font: bao record només completa lliçons
cli-record-note = nota:
cli-record-nothing-all = res a registrar a { $path }: tot el que indica és el que diu el motor
cli-record-nothing = res a registrar a { $path }: cada jugada indica el seu resultat, cada pregunta la seva resposta i cada problema la seva solució (`--all` els compara amb el motor)
cli-confirm = { $question } [s/N]{" "}
cli-record-confirm = escriure aquests canvis?
cli-record-nothing-written = no s'ha escrit res
cli-record-changed = `{ $path }` ha canviat mentre bao record esperava, així que no s'ha escrit res (la teva edició es conserva): torna a executar bao record
cli-record-wrote = escrit { $path }; `{ $bao } check { $path }` el juga al motor
cli-record-no-lesson = no hi ha cap lliçó a `{ $path }`
cli-record-bug = bao no ha pogut editar `{ $path }` amb seguretat ({ $why }); el fitxer no ha canviat: si us plau, informa'n
cli-record-overlapping = edicions encavalcades al byte { $byte }
cli-record-still-differs = el fitxer editat encara difereix del motor
cli-record-step = pas { $step } (línia { $line }): { $what }
cli-record-replaced = el fitxer diu { $key } { $stated }, el motor { $engine }: substituït
cli-record-removed = el fitxer diu { $key } { $stated }, el motor res: eliminat
cli-record-left-alone = sense tocar: { $why }
cli-record-skip-step-braces = les claus del pas contenen un comentari; escriu el pas en estil de bloc
cli-record-skip-step-layout = bao no sap editar la disposició del pas
cli-record-skip-expect = `expect` té un valor que bao no pot llegir; treu-lo i torna a executar
cli-record-skip-braces = les claus contenen un comentari; escriu el mapa en estil de bloc
cli-record-skip-layout = bao no sap editar la disposició del mapa
cli-record-skip-exercise-braces = les claus de l'exercici contenen un comentari; escriu-lo en estil de bloc
cli-record-skip-exercise-layout = bao no sap editar la disposició de l'exercici
cli-record-skip-solution-open = `solution` no està tancat
cli-record-skip-no-win = el jugador a qui toca no té victòria en { $turns }, així que no hi ha solució a escriure (`bao check` en diu més)
cli-record-skip-not-found = no s'ha trobat la solució: { $reason }
