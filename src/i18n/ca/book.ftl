# book: les paraules del llibre que escriu `bao book` (els textos de les lliçons vénen del curs).

## Costats
book-south = Sud
book-north = Nord

## Un problema jugat a la pàgina (src/book/play.rs)
book-play-caption = { $turns ->
    [1] Juga { $side } i guanya de seguida
   *[other] Juga { $side } i guanya en { $turns } torns com a màxim
}
book-play-wins-at-once = { $mv } guanya de seguida: { $end }.
book-play-right-and-over = { $mv } és correcta. { $defender } respon { $reply }, i { $end }.
book-play-right-go-on = { $turns ->
    [1] { $mv } és correcta. La defensa més llarga de { $defender } és { $reply }; ara { $solver } pot guanyar en una jugada.
   *[other] { $mv } és correcta. La defensa més llarga de { $defender } és { $reply }; ara { $solver } pot guanyar en { $turns } torns com a màxim.
}
book-play-ends-not-won = { $mv } acaba la partida, i no amb una victòria: { $end }.
book-play-front-row-holds = { $seeds ->
    [one] Després { DE($mv) }, la primera fila de { $defender } encara té 1 llavor: la partida continua.
   *[other] Després { DE($mv) }, la primera fila de { $defender } encara té { $seeds } llavors: la partida continua.
}
book-play-no-force = { $mv } no força la victòria.
book-play-sentence = { $text }.
book-play-had-to-win = { $solver } havia de guanyar amb aquesta jugada.
book-play-cannot-force = { $turns ->
    [one] { $seeds ->
        [one] { $solver } no pot forçar la victòria en el torn que li queda: la primera fila de { $defender } té llavors 1 llavor.
       *[other] { $solver } no pot forçar la victòria en el torn que li queda: la primera fila de { $defender } té llavors { $seeds } llavors.
    }
   *[other] { $seeds ->
        [one] { $solver } no pot forçar la victòria en els { $turns } torns que li queden: la primera fila de { $defender } té llavors 1 llavor.
       *[other] { $solver } no pot forçar la victòria en els { $turns } torns que li queden: la primera fila de { $defender } té llavors { $seeds } llavors.
    }
}
book-play-escapes = { $after } { $defender } respon { $reply } i s'escapa: { $leads }

## Les paraules dels scripts de la pàgina (src/book/assets/*.js, escrites a bao-words.js)
book-js-the-move = la jugada
book-js-step-through = Recorre { $move } pas a pas: fletxes esquerra i dreta, o els botons
book-js-back-step = Un pas enrere
book-js-back = Enrere
book-js-play = Reprodueix
book-js-next-step = Pas següent
book-js-next = Següent
book-js-board-of = Tauler { $number } de { $total }
book-js-pause = Pausa
book-js-hint-move = La teva jugada, en qualsevol de les dues notacions, o toca'n el forat
book-js-hint-hole = El forat (A4 o b7), o toca'l
book-js-hint-number = El nombre de llavors
book-js-hint-yesno = Sí o no
book-js-hint-other = La teva resposta
book-js-label = { $hint }:{ " " }
book-js-check-answer = Comprova la resposta
book-js-check = Comprova
book-js-show-answer = Mostra la resposta
book-js-typed-yes = sí si s
book-js-typed-no = no n
book-js-not-move = «{ $text }» no és una jugada legal aquí, o no és una que bao sàpiga llegir.
book-js-not-hole = «{ $text }» no és un forat: escriu-ne un com A4 o b7.
book-js-not-number = «{ $text }» no és un nombre de llavors.
book-js-not-yesno = «{ $text }» no és ni sí ni no.
book-js-not-answer = «{ $text }» no és una resposta possible aquí.
book-js-no-try = Això no gasta cap intent.
book-js-tries-over = Ja són { $tries } intents: la resposta es mostra a sota.
book-js-try-again = Torna-ho a provar, o mostra la resposta.
book-js-which-move = D'aquí surt més d'una jugada: quina?
book-js-play-move = Juga { $move }
book-js-no-move-from = Cap jugada legal no surt del forat { $hole }.
book-js-answer-yes = Respon sí
book-js-answer-no = Respon no
book-js-yes = Sí
book-js-no = No
book-js-play-the-move = Juga la jugada
book-js-again-puzzle = Torna a començar el problema
book-js-again = Torna a començar
book-js-win-at-once = Juga { $side }: troba la jugada que guanya de seguida.
book-js-win-within = Juga { $side }: guanya en { $turns } torns com a màxim.
book-js-solved = Resolt: guanya { $side }.
book-js-try-another = Prova una altra jugada.
book-js-move-again = Et torna a tocar.
book-js-drawn-north = Els taulers es dibuixen des del costat de Nord.
book-js-drawn-south = Els taulers es dibuixen des del costat de Sud.
book-js-draw-south = Dibuixa'ls des del costat de Sud
book-js-draw-north = Dibuixa'ls des del costat de Nord

## Els problemes per tema (src/book/themes.rs)
book-themes-title = Problemes per tema
book-themes-intro = Els problemes de la col·lecció de bao, trobats en les seves pròpies partides, segons el que mostren les seves solucions: una pàgina per tema amb els seus { $count } problemes més fàcils. Juga cadascun a la pàgina: toca un forat o escriu una jugada, i la pàgina respon amb la defensa més llarga, o diu per què la jugada falla.
book-themes-in-english = Les pàgines dels temes són les del llibre en anglès, els taulers del qual es dibuixen una sola vegada per a tots els llibres.
book-theme-title = Tema: { $name }
book-theme-puzzle = Problema { $id }
book-theme-rated = Puntuació { $rating }.
book-theme-position = Problema { $id }: la posició del problema

## Un pas d'una lliçó (src/book/step.rs, puzzle.rs, seal.rs)
book-step = Pas { $number }
book-step-confirms = El motor confirma que { $mv } { $what }.
book-step-puzzle-caption = Pas { $number }: la posició del problema
book-step-caption = Pas { $number }: juga { $side }
book-step-caption-highlighted = Pas { $number }: juga { $side }; { $what ->
    [legal] ressaltats, els forats d'on surten les jugades legals
    [illegal] ressaltat, el forat de la jugada il·legal
    [question] ressaltat, el forat d'on surt la jugada de la pregunta
   *[several] ressaltats, els forats de què tracta el pas
}
book-step-not-among-legal = no és entre les jugades legals
book-step-drawn-above = deixa el tauler tal com es veu a dalt
book-prompt-find = Troba la jugada que { $goal }.
book-step-illegal = { $mv } no és legal aquí: { $why }.
book-step-no-legal-move = No hi ha cap jugada legal.
book-step-legal-moves = { $count ->
    [one] El motor troba { $count } jugada legal: { $moves }.
   *[other] El motor troba { $count } jugades legals: { $moves }.
}
book-question = Pregunta.
book-hint = Pista
book-the-hint = la pista
book-answer = Resposta
book-the-answer = la resposta
book-what-the-move-does = Què fa la jugada:
book-puzzle-question = Juga { $side } i guanya en { $turns }
book-puzzle-line = La línia, contra la defensa més llarga: { $moves }.
book-puzzle-idea = La idea.
book-solution = Solució
book-the-solution = la solució
book-answers-its-place = el seu lloc a la pàgina
book-answers-title = Respostes: { $chapter }
book-answers-intro = Les pistes, respostes i solucions que les pàgines { DE($chapter) } pleguen, per a qui llegeix sense JavaScript. La cerca del llibre deixa fora aquesta pàgina, perquè una cerca no en reveli cap.
book-sealed-note = { $label } es mostra aquí amb JavaScript activat; sense, llegiu-la a { $page }.
book-sealed-answers-page = la pàgina de respostes

## Taulers i jugades (src/book/figure.rs, figure/laps.rs)
book-figure-printed-as = { $written }, que `bao` escriu { $printed }
book-figure-plays-from = { $side } juga { $mv }, començant a { $hole }.
book-figure-before = Abans { DE($mv) }: juga { $side }, començant a { $hole } (ressaltat)
book-figure-to-move = Juga { $side }.
book-figure-before-line = Abans de la línia: juga { $side }
book-figure-plays-lap = { $side } juga { $mv }: { $lap }
book-figure-plays = { $side } juga { $mv }.
book-figure-the-line = la línia
book-figure-lap = Volta { $number } { DE($mv) }, ressaltats els forats que ha tocat
book-figure-more-laps = { $count ->
    [one] La sembra continua { $count } volta més, que no es dibuixa aquí.
   *[other] La sembra continua { $count } voltes més, que no es dibuixen aquí.
}
book-figure-after-over = Després { DE($mv) }: { $end }
book-figure-after = Després { DE($mv) }: juga { $side }
book-figure-last-seed = { $caption }; l'última llavor ha caigut a { $hole } (ressaltat)

## La pàgina d'una lliçó i la d'un capítol (src/book/lessons.rs, markdown.rs)
book-lessons = Lliçons
book-the-lessons = Les lliçons
book-the-rule = La regla
book-the-sources = Les fonts
book-step-by-step = Pas a pas
book-steps-played = { $count ->
    [1] El motor va jugar el pas de sota quan es va escriure aquesta pàgina, i tot el que diu s'ha complert.
   *[other] El motor va jugar cadascun dels { $count } passos de sota quan es va escriure aquesta pàgina, i tot el que diuen s'ha complert.
}
book-rules-line = Es juga amb les regles { $rules }.
book-quote-in = , en { $language ->
    [Catalan] català
    [Spanish] castellà
    [English] anglès
   *[Swahili] suahili
}
book-quote-gloss = En català:

## Els diagrames publicats (src/book/diagrams.rs)
book-diagrams-title = Diagrames publicats
book-diagrams-intro = Aquestes són les posicions impreses a les fonts, tal com `bao` les llegeix. Una lliçó n'anomena una pel seu id (`position: seed000-d09`), i també ho poden fer les lliçons pròpies d'un professor. Cada diagrama té un estat, que diu d'on vénen els seus nombres:
book-diagrams-claims = Les frases que les fonts diuen d'un diagrama són les seves afirmacions. Cadascuna es cita en la llengua de la font amb una glossa, i el motor les va demostrar totes quan es va escriure aquesta pàgina.
book-diagrams-table-head = id | què mostra | estat | afirmacions
book-diagram-status = { $status ->
    [primary] primari
    [secondary] secundari
   *[reconstructed] reconstruït
}
book-diagram-status-means = { $status ->
    [primary] els nombres estan copiats d'un text llavor o d'una traducció fidel
    [secondary] els nombres vénen de la transcripció, feta per un tercer, d'una figura que no vam poder veure
   *[reconstructed] els nombres no es van trobar mai; la posició es va construir per complir cada frase que el text en diu, i cadascuna d'aquestes frases es demostra a sota
}
book-diagram-status-line = Estat: { $status }.
book-diagram-caption = Diagrama { $id }: { $title }
book-diagram-claims = El que la font en diu, cada frase demostrada pel motor:
book-diagram-source = Font:
book-diagram-seed-file = { " " }(fitxer llavor { $file })
book-diagram-caption-of = el peu { DE($figure) }
book-diagram-the-caption = el peu de figura
book-claim = Afirmació { $number }.
book-claim-said-of = dit { DE($figure) }
book-claim-that-is = És a dir:
book-claim-position = La posició on es comprova l'afirmació { $number }
book-claim-position-hole = La posició on es comprova l'afirmació { $number }, ressaltat el forat de la jugada
book-claim-proved = Demostrat:
book-proved-no-move = no hi ha cap jugada legal.
book-proved-only-move = l'única jugada legal és { $mv }.
book-proved-moves = les jugades legals són exactament { $moves }.
book-proved-legal = { $mv } és legal.
book-proved-legal-and = { $mv } és legal i { $what }.
book-proved-illegal = { $mv } no és legal: { $why }.
book-proved-puzzle = Si juga { $side }, guanya en { $turns }, i no abans, sigui quina sigui la defensa.

## La introducció (src/book/intro.rs)
book-intro-title = Introducció
book-intro-what = El bao és el joc de mancala de quatre fileres de la costa de l'Àfrica oriental. Aquest llibre n'exposa les regles tal com les juga el programa `bao`, citant els textos publicats d'on vénen. Res del que hi ha aquí no està dibuixat a mà: cada tauler es calcula, i cada jugada d'exemple la llegeix, la comprova i la juga el mateix motor de regles que fa servir `bao play`, cada vegada que s'escriu el llibre. Si un exemple deixés de ser legal, el llibre no es generaria.
book-intro-reading = Com llegir un tauler
book-intro-seat = Els taulers es dibuixen des del seient de Sud, com els imprimeixen els diagrames publicats. Les dues fileres de dalt són de Nord: la seva fila del darrere `b` i la seva primera fila `a`. Les dues de baix són de Sud: la seva primera fila `A` i la seva fila del darrere `B`. Cada jugador numera els seus forats de l'1 al 8 des de la seva pròpia esquerra, de manera que els números de Sud van d'esquerra a dreta per baix i els de Nord de dreta a esquerra per dalt, i `A1` queda davant d'`a8`.
book-intro-marks = Les marques:
book-intro-marks-list =
    - un forat quadrat és una **nyumba** (casa) que el seu propietari encara conserva;
    - un anell continu és un **kichwa**, un forat de l'extrem d'una primera fila;
    - un anell discontinu és un **kimbi**, el forat del costat d'un kichwa;
    - un forat ambre és un que ha tocat el pas que es mostra;
    - una creu vermella marca un forat que **takasia** bloqueja en aquest torn.
book-intro-screen-readers = Cada tauler porta una descripció en text de tots els recomptes per als lectors de pantalla.
book-intro-start-kiswahili = L'inici del Bao la Kiswahili: sis llavors a cada nyumba, dues a cadascun dels dos forats següents, 22 a cada reserva
book-intro-start-kujifunza = L'inici del Bao la Kujifunza, el joc dels aprenents: dues llavors a cada forat
book-intro-texts = Els textos citats
book-intro-texts-quoted = Les regles se citen de cinc textos, anomenats aquí amb els números que els dona el projecte:
book-intro-texts-list =
    - **llavors 000 i 001**: “Bao Part 2”, una traducció catalana i una de castellana de l'article de Rob Nierse sobre el bao, amb els diagrames 7 a 15;
    - **llavors 002 i 003**: “Bao de Zanzíbar”, una traducció castellana de les mateixes regles, seccions 4.2.3.7 a 4.2.6;
    - **llavor 004**: “THE RULES OF BAO”, un text anglès més antic en vint paràgrafs.
book-intro-other-books = Altres reglaments (Mancala World, les regles i la notació del club KIBA) se citen a través de l'estudi del projecte sobre els punts on les fonts discrepen. Les cites conserven la seva llengua i les seves errates; cadascuna que no és en català porta una glossa en català.
book-intro-options-chapter = On les fonts discrepen, `bao` segueix una lectura i anomena les altres com a opcions de regles ({ $example }, etc.); el capítol sobre les opcions de regles les mostra totes en acció.
book-intro-options = On les fonts discrepen, `bao` segueix una lectura i anomena les altres com a opcions de regles ({ $example }, etc.).

## Els títols dels capítols de referència
book-glance-title = Les regles d'un cop d'ull
book-glance-intro = Tot el joc en un full, en l'ordre del joc; s'imprimeix a les dues cares d'un A4. Cada línia enllaça amb la lliçó que l'ensenya, amb taulers jugats pel motor.
book-glance-print = Imprimeix aquest full
book-glance-board = El tauler: les fileres A i B de Sud a baix, les a i b de Nord a dalt; les nyumba A5 i a5 dibuixades quadrades, els kichwa A1 i A8 amb anells continus, els kimbi A2 i A7 amb anells discontinus
book-glossary-title = Glossari
book-notation-title = Notació
book-options-title = Les opcions de regles
book-teachers-writing = Escriure lliçons
book-teachers-example = Escriure lliçons: un exemple complet

## Les regles d'un cop d'ull (src/book/glance.rs)
book-glance-h-board = El tauler
book-glance-rows = Quatre fileres de vuit forats. Cada jugador és amo de les dues fileres del seu costat: la seva primera fila A i la seva fila del darrere B, cadascuna numerada de l'1 al 8 des de la seva pròpia esquerra.
book-glance-special-holes = Els forats dels extrems d'una primera fila, A1 i A8, són els kichwa; els forats del costat, A2 i A7, els kimbi; A5, dibuixat quadrat, és la nyumba.
book-glance-circuit = Les llavors d'un jugador només fan la volta pels seus propis setze forats, en el sentit de les agulles del rellotge o en el contrari.
book-glance-h-sowing = La sembra
book-glance-lap = Una volta: s'aixequen totes les llavors d'un forat i es deixen caure d'una en una als forats que segueixen.
book-glance-relay = Una darrera llavor que cau en un forat amb llavors (i no captura res) fa que el jugador aixequi aquell forat i continuï sembrant; una que cau en un forat buit acaba el torn.
book-glance-corner = Al final de la primera fila la sembra gira cap a la fila del darrere, i torna.
book-glance-h-capture = La captura
book-glance-capture = Un forat de la primera fila amb llavors pot capturar les llavors del forat de la primera fila de l'oponent que té al davant. Quan una captura és possible, el jugador ha de capturar.
book-glance-entry = Les llavors capturades se sembren a la primera fila de qui captura des d'un kichwa: des del kichwa proper quan es prenen en un kichwa o un kimbi.
book-glance-again = Una volta de llavors capturades que acaba al costat d'un altre forat amenaçat torna a capturar.
book-glance-h-namua = Namua, la primera etapa
book-glance-setup = El Bao la Kiswahili comença amb 6, 2 i 2 llavors a A5, A6 i A7 de cada jugador i 22 més a la mà de cada jugador. Mentre la seva mà té llavors, cada jugada seva comença posant-ne una al tauler.
book-glance-takasa = Sense cap captura per fer, la llavor va a un forat de la primera fila que tingui llavors, i se sembra aquell forat: una takasa.
book-glance-h-nyumba = La nyumba
book-glance-safari = A l'etapa namua, una captura la volta de la qual acaba, sense capturar res més, a la pròpia nyumba del jugador, encara seva i amb sis llavors o més, pot aturar-se allà o continuar sembrant la nyumba: una safari.
book-glance-tax = Una takasa de namua en què l'únic forat de la primera fila amb llavors és aquella nyumba només en sembra dues llavors: l'impost.
book-glance-h-mtaji = Mtaji, la segona etapa
book-glance-mtaji-capture = Un cop buida la seva mà, un jugador comença cada jugada aixecant un dels seus propis forats; només captura si la seva primera volta acaba en un forat de la primera fila que ja tenia llavors, davant de llavors de l'oponent.
book-glance-sixteen = Un forat de setze llavors o més no comença mai una captura.
book-glance-h-takasa = Takasa i takasia
book-glance-mtaji-takasa = Una jugada sense captura, una takasa, sembra un forat de la primera fila amb dues llavors o més; la fila del darrere només quan la primera fila no en té cap.
book-glance-takasia = Una takasa que deixa un únic forat de l'oponent exposat a captura bloqueja aquell forat durant el seu torn següent: takasia.
book-glance-takasia-limits = Alguns forats no es bloquegen mai, i un bloqueig dura un torn.
book-glance-h-end = El final
book-glance-bao-hamna = Un jugador que té la primera fila buida ha perdut, de seguida.
book-glance-no-move = Un jugador sense cap jugada legal en el seu torn ha perdut.
book-glance-never-ending = Una sembra que donaria voltes per sempre no és una jugada que bao et deixi jugar.
book-glance-h-kujifunza = Bao la Kujifunza
book-glance-learners = El joc dels aprenents: dues llavors a cada forat, sense llavors a la mà i sense nyumba; cada jugada es juga com a l'etapa mtaji.

## Les notes del glossari (src/book/glossary.rs)
book-glossary-bao = El joc, i el tauler on es juga.
book-glossary-bao-hamna = Guanyar buidant la primera fila de l'oponent.
book-glossary-kiswahili = El joc complet: una reserva de llavors, l'etapa namua, la nyumba.
book-glossary-kujifunza = El joc dels aprenents: dues llavors a cada forat, sense reserva i sense nyumba.
book-glossary-kete = Les llavors.
book-glossary-kichwa = Els forats dels extrems d'una primera fila, A1 i A8 (a1 i a8 per a Nord). Les llavors capturades entren a la fila per un kichwa.
book-glossary-kimbi = Els forats del costat dels kichwa, A2 i A7. Una captura en un kichwa o en un kimbi entra pel kichwa d'aquell costat.
book-glossary-kutakata = El verb de takasa: sembrar sense capturar.
book-glossary-mkononi = Una victòria ràpida, abans que totes les llavors de la reserva siguin en joc.
book-glossary-mtaji = Les fonts fan servir la paraula per a dues coses diferents: el forat de l'oponent que es pot capturar, o el grapat propi de qui captura que hi arriba. La segona etapa del joc en porta el nom.
book-glossary-mtaji-moja = «Un mtaji»: l'únic forat objectiu de l'oponent, que el jugador en takasa no pot sembrar. L'opció takasia del motor el segueix.
book-glossary-namua = La primera etapa, mentre un jugador encara té llavors a la seva reserva: cada jugada comença posant-ne una al tauler.
book-glossary-nyumba = La casa, A5 (a5 per a Nord), amb sis llavors al principi. Conserva els seus privilegis mentre el seu propietari no l'hagi buidada mai i en tingui sis o més.
book-glossary-piga-tanji = Un atac a diversos forats alhora.
book-glossary-shimo = Un forat, els forats.
book-glossary-singleton = Una paraula anglesa a la llista castellana: un forat amb una llavor, que mai no comença una jugada.
book-glossary-takasa = Una jugada sense captura. En la notació es marca amb `*`.
book-glossary-takasia = Una takasa que deixa l'oponent sense captura i amb un sol forat amenaçat, que queda llavors bloquejat durant el seu torn següent (KIBA diu kutakatia i escriu `**`).
book-glossary-intro = Les paraules suahilis de les regles, cadascuna amb les frases dels textos font que la defineixen o la fan servir, citades tal com es van imprimir (errates incloses), amb una glossa en català sota cada cita que no és en català. La nota que precedeix les cites és la breu lectura pròpia d'aquest llibre.

## El capítol de notació (src/book/notation.rs)
book-notation-intro = Hi ha dues maneres d'escriure les jugades impreses. Els textos en què es basa aquest llibre en fan servir una ideada amb mestres de bao; el club KIBA en fa servir una altra. `bao` les llegeix totes dues, i en aquest llibre escriu la seva pròpia forma de la primera amb les lletres catalanes (`E`, `D`).
book-notation-holes = Els forats
book-notation-own-left = Cada jugador compta des de la seva pròpia esquerra, de manera que una jugada s'escriu igual la faci qui la faci: l'`A5` de Sud i l'`a5` de Nord són totes dues una nyumba.
book-notation-holes-named = Els forats amb el seu nom: les files b i a de Nord a dalt, les files A i B de Sud a baix
book-notation-seed = L'escriptura de les llavors
book-notation-letter = La lletra vol dir dues coses. En una captura és el costat pel kichwa del qual entren les llavors capturades; en una jugada sense captura és el sentit en què se sembren les llavors. `bao` també llegeix `L` i `R` (les angleses), i la `I` castellana (izquierda).
book-notation-kiba = L'escriptura de KIBA
book-notation-arrow = La fletxa és sempre el sentit en què viatgen les llavors. En una jugada sense captura és la lletra de l'escriptura de les llavors dibuixada com a fletxa; en una captura de namua des d'un forat central és el costat oposat a la lletra de l'escriptura de les llavors, ja que les llavors que entren pel kichwa esquerre viatgen cap a la dreta. Fixa't que `>` vol dir «cap a la dreta» aquí però «se sembra la nyumba» en l'escriptura de les llavors: `bao` les distingeix pel que hi ha al davant.
book-notation-both = Les dues escriptures una al costat de l'altra
book-notation-both-intro = Cada exemple de dalt, escrit de les dues maneres per `bao` i llegit de nou com la mateixa jugada:
book-notation-table-head = escrita | escriptura de les llavors | escriptura de KIBA | `bao` escriu | capturades | última llavor
book-notation-position = Posició:
book-notation-first-move = La primera jugada d'una partida: una llavor de la reserva a A6, les tres llavors del qual se sembren cap a l'esquerra (en castellà, izquierda); sense captura, per tant `*`.
book-notation-text-example = L'exemple del mateix text: una llavor de la reserva al cinquè forat, les llavors del davant capturades i entrades des de la dreta (derecha); la sembra acaba a la nyumba, que se continua sembrant (`>`).
book-notation-other-example = L'altre exemple del text: no hi ha cap captura possible, per tant A3 se sembra cap a la dreta (`D`) com a takasa (`*`).
book-notation-travel-right = Una captura de namua a A3 les llavors capturades de la qual viatgen cap a la dreta: entren pel kichwa esquerre A1. L'escriptura de les llavors anomena el costat d'entrada, per tant escriu aquesta jugada `A3I`.
book-notation-travel-left = La mateixa captura entrada pel kichwa dret A8, viatjant cap a l'esquerra: `A3D` en l'escriptura de les llavors.
book-notation-takasia = Una takasa (`*`) que deixa Nord sense res per capturar i amb un forat, a3, exposat a captura: takasia (`**`) bloqueja a3 durant el torn següent de Nord.
book-notation-winning = Una jugada guanyadora (`#`): la captura buida la primera fila de Nord.

## El capítol de les opcions de regles (src/book/disagreements.rs)
book-options-h-namua-takasa = Quin forat rep la llavor de la reserva en una takasa de namua
book-options-q-namua-takasa = A l'etapa namua, quan no hi ha cap captura possible, el jugador posa una llavor de la reserva en un dels seus forats de la primera fila i el sembra. Pot ser aquest forat un singleton?
book-options-a-namua-takasa = Sud no té nyumba ni captura. Amb `limited` només A8, amb dues llavors, pot rebre la llavor de la reserva; amb `any` també ho pot fer el singleton A4.
book-options-h-takasia = Takasia: bloquejar l'únic forat amenaçat
book-options-q-takasia = A l'etapa mtaji, quan una takasa deixa l'oponent sense captura pròpia i amb un sol forat exposat a captura, queda aquest forat bloquejat durant el seu torn següent?
book-options-a-takasia = La takasa de Sud amenaça l'a3 de Nord i deixa Nord sense res per capturar. Amb takasia activada, a3 queda bloquejat i Nord ha de sembrar a6; desactivada, Nord pot sembrar qualsevol dels dos.
book-options-h-endless = Jugades que no acaben mai
book-options-q-endless = Una sembra encadenada pot tornar a un estat on ja ha estat, i llavors donaria voltes per sempre. Es permet una jugada així, i què vol dir?
book-options-a-endless = A7E* sembra per sempre. Amb `illegal` no és entre les jugades de Sud; amb `draw` acaba la partida en taules, i amb `mover-loses` la perd.
book-options-h-takasa-nyumba = Una takasa de namua que acaba a la nyumba
book-options-q-takasa-nyumba = A l'etapa namua, quan una volta de takasa acaba a la pròpia nyumba del jugador, que encara té sis llavors o més, s'ha d'aturar allà la jugada, o pot el jugador triar continuar sembrant la nyumba?
book-options-a-takasa-nyumba = A7 rep la llavor de la reserva i les seves dues llavors acaben a la nyumba. Amb `stops` el torn acaba allà; amb `may-stop` Sud també pot continuar sembrant la nyumba, A7E>*.
book-options-h-tax = Paga impost una nyumba de cinc?
book-options-q-tax = A l'etapa namua, quan la nyumba és l'únic forat ocupat de la primera fila del jugador i no es pot capturar res, una nyumba de sis llavors o més paga l'impost: hi entra la llavor de la reserva, en surten dues llavors que se sembren, i la nyumba es queda. Una de més petita se sembra sencera i es perd. Les sis es compten abans que hi entri la llavor de la reserva, o després?
book-options-a-tax = La nyumba de Sud té cinc llavors i és el seu únic forat ocupat de la primera fila; no pot capturar. Amb `before-seed` la nyumba és massa petita per a l'impost: la llavor de la reserva en fa sis, se sembren totes sis i la nyumba es perd. Amb `after-seed` la llavor de la reserva completa les sis de l'impost: se sembren dues llavors i quatre es queden en una nyumba que Sud encara conserva.
book-options-h-lone = Quan està sol un kichwa?
book-options-q-lone = Una takasa no pot buidar mai la primera fila: un kichwa que és l'únic forat ocupat de la primera fila del jugador s'ha de sembrar cap al centre. Una sola llavor en un altre lloc de la primera fila, que no pot començar una jugada, impedeix que el kichwa estigui sol?
book-options-a-lone = El kichwa A8 de Sud té tres llavors i A2 una. Amb `only-occupied` A8 no està sol, perquè A2 està ocupat, i es pot sembrar en qualsevol sentit: A8D* porta les seves llavors a la fila del darrere i deixa davant l'única llavor d'A2. Amb `only-sowable` A8 és l'únic forat de la primera fila que podria començar una jugada, per tant està sol i només va cap al centre.
book-options-v-mancala-world = Mancala World
book-options-v-zanzibar-written = «Bao de Zanzíbar» llegit al peu de la lletra
book-options-v-takasia-on = Mancala World, KIBA, «Bao de Zanzíbar»; el valor per defecte de bao al Bao la Kiswahili
book-options-v-takasia-off = THE RULES OF BAO, que no té aquesta regla; el valor per defecte de bao al Bao la Kujifunza, al qual ni aquest text (§12–14) ni Mancala World no en donen cap
book-options-v-illegal = el valor per defecte d'aquest motor: no es pot triar una jugada que no acaba mai
book-options-v-draw = una implementació de tercers
book-options-v-mover-loses = segons el límit de voltes del reglament en línia
book-options-v-stops = Mancala World, KIBA, THE RULES OF BAO
book-options-v-before-seed = «Bao de Zanzíbar» llegit com la nyumba tal com està; un altre motor
book-options-v-after-seed = dos altres motors; THE RULES OF BAO, que no anomena cap llindar, ho permet
book-options-v-only-occupied = Mancala World i KIBA tal com estan redactats; el valor per defecte de bao
book-options-v-only-sowable = un dels dos motors comparats amb bao: l'únic forat de la primera fila amb dues llavors o més
book-options-none = cap
book-options-move-ends = la jugada acaba
book-options-caption = { $heading }: juga { $side }
book-options-table-head = { $option } | segons | jugades legals de Sud | { $mv } | després, jugades legals de Nord
book-options-game-over = la partida s'ha acabat
book-options-not-legal = no és una jugada legal
book-options-under = { $mv } amb { $value }
book-options-intro = Les regles publicades coincideixen en gairebé tot el joc, però no en tot. On se separen, `bao` segueix una lectura per defecte i anomena les altres com a opcions de regles, que es trien amb { $flag }, per exemple { $example }. Cada secció de sota cita els textos, després planteja una posició on les lectures se separen i dona el que fa el motor amb cada valor. Les taules es calculen quan s'escriu el llibre.

## The rules options' quotations: their citations and glosses (src/book/disagreements.rs)
book-cite-zanzibar-002 = “Bao de Zanzíbar” §{ $section } (llavor 002)
book-cite-zanzibar-003 = “Bao de Zanzíbar” §{ $section } (llavor 003)
book-cite-zanzibar-stock = “Bao de Zanzíbar” §{ $section } (llavor 002), que no diu si compta la llavor de la reserva
book-cite-zanzibar-captures = “Bao de Zanzíbar” §{ $section } (llavor 002), que no ho limita a les captures
book-cite-rules = THE RULES OF BAO §{ $section } (llavor 004)
book-cite-rules-stock = THE RULES OF BAO §{ $section } (llavor 004), que no diu si compta la llavor de la reserva
book-cite-rules-never-end = THE RULES OF BAO §{ $section } (llavor 004), que, com els altres textos llavor, no diu res de les jugades que no s'acaben mai
book-cite-rules-threshold = THE RULES OF BAO §{ $section } (llavor 004), que no esmenta cap llindar
book-cite-mancala-world = Mancala World, “Bao la Kiswahili”, citat a l'estudi de les fonts del projecte, §{ $section }
book-cite-online = el reglament de 2021 d'una implementació en línia, citat a l'estudi de les fonts del projecte, §{ $section }
book-cite-kiba-ibid = regles de KIBA, ibid.
book-gloss-namua-takasa-zanzibar = es posa una llavor en un dels forats amb una o més llavors, es prenen totes les llavors i es comença a sembrar-les
book-gloss-namua-takasa-rules = No es pot començar a fer takata amb una sola kete.
book-gloss-namua-takasa-mancala-world = Si el jugador no té nyumba, només pot afegir la llavor a un forat que contingui almenys dues llavors, tret que tots els forats no buits de la primera fila tinguin una sola llavor.
book-gloss-takasia-zanzibar = Si hi ha un forat que és l'únic mtaji que li queda a l'oponent (mtaji moja), aquest forat no es pot sembrar en una situació de takasa.
book-gloss-takasia-mancala-world = Si després d'una jugada takata el contingut d'un sol forat de l'oponent està amenaçat de ser capturat, però cap dels forats propis del jugador no està amenaçat (és a dir, l'oponent també ha de fer takata), aquest forat queda «takasiat».
book-gloss-takasia-kiba = Si un jugador ha de fer kutakata, però pot jugar de manera que l'oponent també hagi de fer kutakata a la jugada següent i que després es pugui capturar exactament un dels forats de l'oponent, aleshores l'oponent no pot buidar aquest forat, per kutakatia.
book-gloss-endless-rules = La partida continua fins que el jugador que perd no té cap kete a la primera fila, o no té cap mtaji ni res amb què fer takata.
book-gloss-endless-online = una jugada no pot tenir més de 12 voltes al tauler. Si una jugada dura més, el jugador perd immediatament.
book-gloss-takasa-nyumba-zanzibar = Si l'última llavor cau a la nyumba i el forat oposat és buit, el jugador pot acabar el seu torn si vol.
book-gloss-takasa-nyumba-rules = No pot ni començar ni continuar ni seguir fent takata amb la seva nyumba.
book-gloss-takasa-nyumba-mancala-world = Tanmateix, si la volta acaba a la nyumba, la jugada no continua i el torn s'acaba a l'acte.
book-gloss-tax-zanzibar = Aquestes regles especials no s'apliquen si hi ha menys de sis llavors a la nyumba.
book-gloss-tax-rules = si no té cap marcador i no pot fer takata, ha de posar la seva kete de la reserva a la nyumba, prendre dues kete de la nyumba i posar-ne una a cadascun dels dos mashimo següents cap a la dreta o dels dos mashimo següents cap a l'esquerra.
book-gloss-lone-mancala-world = Si l'únic forat ocupat de la primera fila és un kichwa i conté dues llavors o més, s'han de sembrar cap al centre de la primera fila.
book-gloss-lone-kiba = Si l'únic forat ple de la primera fila és un dels kichwa, aleshores no es pot fer kutakata en direcció a la fila del darrere.

## The glossary's and the notation chapter's quotations: citations and glosses (src/book/glossary.rs, notation.rs)
book-cite-vocabulary = “Bao de Zanzíbar” §{ $section }, Vocabulario específico (llavor 003)
book-cite-rules-typos = THE RULES OF BAO §{ $section } (llavor 004), amb les errates de l'original
book-cite-part2-kichwa = “Bao Part 2”, Kichwa i Kimbi (llavor 000)
book-cite-zanzibar-izquierdo = “Bao de Zanzíbar” §{ $section } (llavor 003); «izquierdo» sembla una mala traducció de l'anglès «left» en el sentit de «restant»
book-cite-kiba-notation = pàgina de notació de KIBA, citada a l'estudi de les fonts del projecte, §{ $section }
book-cite-kiba-notation-ibid = pàgina de notació de KIBA, ibid.
book-gloss-term-bao = 1. el joc del Bao; 2. tauler.
book-gloss-term-bao-2 = Es juga en un tauler («bao» en suahili)
book-gloss-term-bao-hamna = 1. victòria; 2. buidatge (hamna = no n'hi ha)
book-gloss-term-bao-la-kiswahili = En la forma del bao de la costa de l'Àfrica Oriental només es posen vint kete al tauler al començament de la partida; les kete restants (la reserva) entren en joc d'una en una a cadascun dels primers quaranta-quatre torns.
book-gloss-term-bao-la-kujifunza = Un cop apreses aquestes jugades, l'aprenent ha de posar dues kete a cada shimo i jugar amb un oponent una forma simplificada de bao.
book-gloss-term-kete = kete: la llavor o les llavors que es fan servir en el Bao. Les llavors són de l'arbre Mkomwe
book-gloss-term-kichwa = kichwa: 1. forat dels extrems; 2. cap
book-gloss-term-kichwa-2 = Els externs s'anomenen Kichwa. Els segons forats de l'esquerra i la dreta s'anomenen kimbi.
book-gloss-term-kimbi = kimbi: segon i setè forat de la primera fila
book-gloss-term-kutakata = Aquesta jugada es fa quan un jugador no pot capturar cap kete del seu oponent.
book-gloss-term-mkononi = mkononi: victòria «a la mà» abans de 22 jugades (44 torns), quan encara no s'han jugat totes les kete
book-gloss-term-mtaji = El forat oposat s'anomena Mtaji (en plural: mitaji).
book-gloss-term-mtaji-2 = «Mtaji» (en plural «mitaji») és el terme que s'aplica en conjunt a les kete (no menys de dues ni més de quinze) que hi ha en un shimo, l'última de les quals, en repartir-les d'una en una en qualsevol dels dos sentits, caurà en un marcador.
book-gloss-term-mtaji-moja = Si hi ha un forat que és l'únic mtaji que li queda a l'oponent (mtaji moja), aquest forat no es pot sembrar en una situació de takasa.
book-gloss-term-namua = L'etapa Mtaji comença quan s'acaba l'etapa Namua.
book-gloss-term-nyumba = La Nyumba («casa») és el forat marcat amb un rectangle. Sempre és el cinquè forat des de l'esquerra d'una primera fila.
book-gloss-term-piga-tanji = Piga Tanji: atacar diverses cases alhora
book-gloss-term-shimo = quatre files de vuit «mashimo» (forats; en singular, «shimo»)
book-gloss-term-singleton = singleton: forat que conté una llavor
book-gloss-term-takasa = takasa (o takata): jugar sense captura
book-gloss-term-takasia = takasia: jugar sense captura tot forçant l'oponent a jugar sense captura, després de la qual cosa és possible capturar
book-gloss-notation-holes = En aquest sistema cada forat té un número, de l'u al vuit a cada fila. La primera fila s'anomena «A» (o «a» per a la de l'oponent), la fila del darrere «B» (o «b» per a la de l'oponent).
book-gloss-notation-letters = «I» vol dir jugar cap a l'esquerra, «D» jugar cap a la dreta. «>» vol dir que se sembren les llavors de la nyumba. Així, «A5D>» vol dir que es posa una llavor al cinquè forat des de l'esquerra de la primera fila, es capturen les llavors oposades i s'entren sembrant-les des de la dreta. «*» vol dir que no hi ha captura (takasa).
book-gloss-kiba-arrows = < indica que el jugador mou cap a la seva esquerra / > indica que el jugador mou cap a la seva dreta
book-gloss-kiba-plus = Quan un jugador decideix jugar la casa, s'hi afegeix un més, «+»
book-gloss-kiba-asterisks = Una jugada kutakata s'indica amb un asterisc, *; una kutakatia, amb dos asteriscs, **
book-gloss-kiba-winning = # indica la jugada guanyadora

## The book folder's errors (src/book/disk.rs, disk/folder.rs)
book-disk-unsafe-path = no s'escriu `{ $path }`: no és una pàgina de la carpeta del llibre
book-disk-foreign = `{ $path }` no l'ha escrit `bao book`: tria una altra carpeta amb --out
book-disk-not-a-book = `{ $path }` conté fitxers però cap `book.toml`: no és una carpeta de llibre; tria una carpeta nova o buida amb --out
book-disk-refused = no s'escriu el llibre a `{ $path }`: { $why ->
    [parent] passa per `..` més enllà d'una carpeta que no existeix
    [root] és l'arrel del sistema de fitxers
    [home] és la carpeta personal
    [course] és la carpeta del curs
    [inside] és dins de la carpeta del curs
   *[holds] conté la carpeta del curs
}; tria una altra carpeta amb --out
book-disk-link = `{ $path }` és un enllaç simbòlic: bao no escriu el llibre a través d'enllaços; elimina'l o tria una altra carpeta amb --out
book-disk-not-plain = `{ $path }` no és ni un fitxer normal ni una carpeta; elimina'l o tria una altra carpeta amb --out
book-disk-not-ours = `{ $path }` no l'ha escrit `bao book`, que el substituiria: aparta'l o tria una altra carpeta amb --out
book-disk-io = no es pot { $action ->
    [read] llegir
    [write] escriure
    [create] crear
    [remove] esborrar
   *[find] trobar
} `{ $path }`: { $error }

## Per què no s'ha pogut generar el llibre (src/book.rs)
book-error-bad-id = id de pàgina no vàlid `{ $id }`: fes servir lletres minúscules, xifres i `-`
book-error-duplicate-id = dues pàgines tenen l'id `{ $id }`
book-error-unsafe = { $context }: { $what }; s'ha trobat `{ $found }`
book-error-example = exemple del llibre `{ $example }`: { $message }
book-error-content = { $count ->
    [one] les lliçons tenen 1 problema; executa `bao check`:
   *[other] les lliçons tenen { $count } problemes; executa `bao check`:
}
