# cli

## Makosa ambayo bao huandika (src/cli/error.rs, src/cli.rs)
cli-error = hitilafu: { $message }
cli-error-interrupted = imekatizwa: { $what } ilisimamishwa kwa ctrl-c
cli-error-cannot-read = haiwezekani kusoma `{ $path }`: { $reason }
cli-error-cannot-write = haiwezekani kuandika `{ $path }`: { $reason }
cli-error-not-utf8 = si maandishi ya UTF-8
cli-error-stdin = haiwezekani kusoma `ingizo la kawaida`: { $reason }
cli-error-stdout = haiwezekani kuandika kwenye `towe la kawaida`: { $reason }
cli-error-terminal = haiwezekani kusoma wala kuandika kwenye terminali: { $reason }
cli-error-invalid = { $count ->
    [one] Tatizo { $count } katika faili zilizosomwa:
   *[other] Matatizo { $count } katika faili zilizosomwa:
}

    { $rendered }

## Kwa nini faili haikuweza kusomwa au kuandikwa (src/files.rs)
cli-file-not-found = hakuna faili hiyo
cli-file-not-regular = ni { $kind }, si faili ya kawaida
cli-file-too-large = ni kubwa kuliko KiB { $kib }, kiwango cha juu ambacho bao husoma
cli-file-not-utf8 = si maandishi ya UTF-8 (mstari { $line }, safu { $column })
cli-file-kind-fifo = FIFO
cli-file-kind-device = kifaa
cli-file-kind-socket = soketi
cli-file-kind-folder = folda
cli-file-kind-other = kitu ambacho si faili
cli-file-link-loop = viwango vingi mno vya viungo ishara
cli-file-write-irregular = `{ $path }` ni { $kind }, si faili ya kawaida: bao huandika juu ya faili ya kawaida tu au kwa jina jipya
cli-file-write-irregular-link = `{ $path }` inaelekeza kwa `{ $target }`, { $kind }, si faili ya kawaida: bao huandika juu ya faili ya kawaida tu au kwa jina jipya
cli-file-old-text-kept = { $reason }; maandishi ya zamani ya faili yamehifadhiwa katika `{ $path }`
cli-file-read-only = faili ni ya kusoma tu
cli-file-changed = imebadilika tangu bao ilipoisoma
cli-file-exists = tayari kuna faili hapo
cli-io-not-found = hakuna faili au folda hiyo
cli-io-permission-denied = ruhusa imekataliwa
cli-io-already-exists = tayari ipo
cli-io-is-a-folder = ni folda
cli-io-not-a-folder = si folda
cli-io-storage-full = hakuna nafasi iliyobaki kwenye kifaa
cli-io-read-only-filesystem = mfumo wa faili ni wa kusoma tu
cli-io-broken-pipe = bomba limefungwa

## Msaada wa mstari wa amri (src/cli/help.rs)
cli-heading-usage = Matumizi:
cli-heading-arguments = Hoja
cli-heading-options = Chaguo
cli-heading-commands = Amri
cli-flag-help = Onyesha msaada
cli-flag-help-long = Onyesha msaada (muhtasari kwa '-h')
cli-flag-version = Onyesha toleo
cli-about-bao = Mwalimu wa sheria na mkaguzi wa michoro kwa Bao la Kiswahili na Bao la Kujifunza
cli-about-learn = Pitia masomo: sheria, vyanzo, hatua zinazochezwa kidogo kidogo, maswali
cli-about-game = Cheza mchezo mzima dhidi ya bao au rafiki, pamoja na kocha; huhifadhiwa baada ya kila zamu
cli-about-replay = Pitia rekodi ya mchezo pamoja na maoni ya kocha, au andika maelezo kwenye nakala yake
cli-about-moves = Orodhesha kila hatua halali ya nafasi ya mchezo
cli-about-play = Cheza hatua kuanzia nafasi ya mchezo na uonyeshe matokeo
cli-about-analyse = Tafuta hatua bora ya nafasi ya mchezo, au thibitisha ushindi ndani ya zamu N
cli-about-engine = Hudumia itifaki ya injini (mistari ya JSON kwenye ingizo na towe la kawaida) kwa kiolesura, boti au kiendeshaji cha mechi
cli-about-solve = Thibitisha kama mchezaji mwenye zamu atashinda ndani ya zamu N, kwa kumbukumbu yenye kikomo
cli-about-perft = Hesabu zamu kamili katika kila kina (ukaguzi wa utengenezaji wa hatua)
cli-about-show = Chora bao la nafasi ya mchezo
cli-about-check = Cheza kwenye injini kila kipengele cha somo na kila dai la mchoro, na uripoti kinachotofautiana
cli-about-new = Andika faili mpya ya somo au ya mazoezi katika kozi, yenye maelezo kwa mwandishi wa mara ya kwanza
cli-about-new-lesson = Somo: sheria, nukuu, na kipengele cha kwanza kinachoonyesha nafasi ya mchezo na hatua zake halali
cli-about-new-exercise = Somo la mazoezi: swali moja la kila aina, linalojibiwa na injini
cli-about-new-puzzle = Somo la mafumbo: nafasi ambayo mchezaji mwenye zamu hushinda kwa 2, ya kubadilisha na yako, au kwa --find moja iliyopatikana katika michezo ya nasibu na kuthibitishwa
cli-about-record = Andika katika somo kile ambacho injini inasema hatua zake zinatoa: `expect` na majibu ya mazoezi
cli-about-schema = Andika Schema za JSON za faili za somo, sura, kozi na mchoro
cli-about-book = Andika kitabu cha sheria zenye maelezo (mdBook), au kagua kama kiko sasa
cli-about-puzzles = Tatua mafumbo yaliyopimwa kutoka michezo ya bao yenyewe; `bao puzzles generate` hutengeneza mkusanyiko
cli-about-puzzles-generate = Tengeneza mkusanyiko wa mafumbo kutoka michezo ya bao yenyewe: mbegu na idadi zilezile hutoa faili ileile
cli-arg-color = Wakati wa kutia rangi kwenye towe; NO_COLOR katika mazingira pia huondoa rangi
cli-arg-lang = Lugha ambayo bao inazungumza; vinginevyo LC_ALL, LC_MESSAGES au LANG huamua, vinginevyo Kiingereza
cli-value-color-auto = Tia rangi wakati towe la kawaida ni terminali inayoweza na NO_COLOR haijawekwa
cli-value-color-always = Tia rangi kila wakati
cli-value-color-never = Usitie rangi kamwe
cli-value-lang-en = Kiingereza (English)
cli-value-lang-es = Kihispania (español)
cli-value-lang-ca = Kikatalani (català)
cli-value-lang-sw = Kiswahili, lugha ya mchezo
cli-arg-rules = Kanuni za mchezo, pamoja na machaguo: `kiswahili` au `kujifunza`, kisha vipengee `,chaguo=thamani` (`namua-takasa=limited|any`, `takasia=on|off`, `endless=illegal|draw|mover-loses`, `takasa-nyumba=stops|may-stop`, `nyumba-tax=before-seed|after-seed`, `lone-kichwa=only-occupied|only-sowable`)
cli-arg-position = Nafasi ya mchezo: maandishi ya mstari mmoja, kitu cha JSON, au faili yenye mojawapo
cli-arg-position-or-diagram = Nafasi ya mchezo: maandishi ya mstari mmoja, kitu cha JSON, faili yenye mojawapo, `start` (mwanzo wa kanuni) au kitambulisho cha mchoro kama `seed000-d09`
cli-arg-position-any = Nafasi ya mchezo: `start`, kitambulisho cha mchoro, umbo la mstari mmoja, kitu cha JSON, au faili
cli-arg-moves-json = Andika safu ya JSON yenye kitu kimoja kwa kila hatua halali
cli-arg-play-json = Andika matokeo kama JSON
cli-arg-play-trace = Pitia kila hatua kidogo kidogo
cli-arg-play-moves = Hatua, kwa nukuu yoyote kati ya mbili (`A5L`, `A6R*`, `A4>`, `A3>+`)
cli-arg-analyse-time = Muda mrefu zaidi wa kufikiri, kwa sekunde (chaguo-msingi 5); hatua bora iliyopatikana hadi hapo hutolewa muda ukiisha
cli-arg-analyse-depth = Tafuta hadi idadi hii kamili ya nusu-hatua (1 hadi 24), hata ikichukua muda gani (kila moja huchukua takriban mara mbili ya muda wa iliyotangulia)
cli-arg-analyse-prove = Amua kwa uhakika kama mchezaji mwenye zamu hushinda ndani ya zamu zake N (1 hadi 30)
cli-arg-analyse-level = Cheza kwa kiwango, 1 (dhaifu zaidi) hadi 6: utafutaji usio na kina kirefu na, chini ya kiwango 5, uchaguzi wa nasibu kati ya hatua zenye alama karibu na bora
cli-arg-analyse-json = Andika kitu kimoja cha JSON: best, score, chance (alama inayotarajiwa ya anayecheza, 0 hadi 1), pv, depth, nodes, time_ms, moves (kila hatua halali, kila moja na alama yake na nafasi yake, au alama tupu na sababu muda ulipoisha kabla haijatafutwa)
cli-arg-solve-memory = Kumbukumbu kubwa zaidi ambayo majedwali ya uthibitisho yanaweza kuchukua: baiti, au namba yenye K, M, G au T (vipeo vya 1024), kama 512M au 4G; jedwali lililojaa husahau uthibitisho wake wa bei nafuu zaidi
cli-arg-solve-time = Muda mrefu zaidi wa kuchukua, kwa sekunde; bila huo, uthibitisho huendelea hadi umalizike au hadi Ctrl-C
cli-arg-solve-all-moves = Amua kila hatua hadi zamu N, badala ya kusimama kwenye ushindi wa kwanza unaopatikana
cli-arg-solve-method = Jinsi kila hatua inavyoamuliwa: `dfpn` (utafutaji wa kina-kwanza kwa namba za uthibitisho, wa haraka zaidi kwa uthibitisho mrefu) au `deepening` (utafutaji wa NA/AU wa kina-kwanza, wa haraka zaidi kwa mifupi)
cli-arg-solve-json = Andika kitu kimoja cha JSON mwishoni: rules, result, best, winning (kila hatua ya kwanza inayoshinda mapema zaidi), moves, nodes, time_ms
cli-arg-solve-turns = Idadi kubwa zaidi ya zamu za mchezaji mwenye zamu za kutafutia ushindi (1 hadi 30)
cli-arg-perft-json = Andika `{"{"}"counts": [n1, …]{"}"}` kila kina kikishahesabiwa
cli-arg-perft-depth = Kina kirefu zaidi cha kuhesabu, 1 hadi 15
cli-arg-perft-position = Nafasi ya mchezo (chaguo-msingi: mwanzo wa kanuni): maandishi ya mstari mmoja, kitu cha JSON au faili
cli-arg-check-paths = Folda za kozi, sura au michoro, au faili za somo au mchoro [chaguo-msingi: masomo na michoro iliyojengwa ndani, ambayo `bao learn` husoma, kutoka folda yoyote]; folda nyingine yoyote hutafutwa ndani yake. Masomo yanaweza kutaja michoro iliyo katika ./diagrams/ (au, isipokuwepo, michoro iliyojengwa ndani) na diagrams/ ya kozi yao. Faili ya `.csv` ni mkusanyiko wa mafumbo [chaguo-msingi: pia lessons/puzzles/puzzles.csv iliyojengwa ndani]: kila safu huthibitishwa
cli-arg-check-proof-time = Muda mrefu zaidi ambao uthibitisho wa mafumbo ya faili moja unaweza kuchukua, kwa sekunde: ukipita husimama na fumbo hushindwa, likisema hivyo, chochote kile `wins_in` yake inachodai
cli-arg-record-path = Faili ya somo ya kujaza
cli-arg-record-all = Rekodi kila kipengele, si vile tu visivyoeleza chochote; thamani iliyoelezwa ambayo injini haikubaliani nayo hubadilishwa (diff huionyesha kabla ya kuandika chochote)
cli-arg-record-yes = Andika bila kuuliza (kwa skripti)
cli-arg-schema-check = Usiandike chochote; shindwa kama faili ya schema haipo au haiko sasa
cli-arg-new-target = Folda ya sura na jina la somo, kwa mfano `01-namua/first-capture`; faili hupewa namba baada ya somo la mwisho la sura (`01-namua/03-first-capture.yaml`)
cli-arg-new-from = Nafasi ya kuanzia: kitambulisho cha mchoro (uliojengwa ndani, au katika diagrams/ ya kozi yenyewe), au NAFASI (umbo la mstari mmoja, JSON, au faili yenye mojawapo) [chaguo-msingi: mwanzo wa mchezo]
cli-arg-new-lessons = Folda ya kozi, hutengenezwa isipokuwepo
cli-arg-new-find = Badala yake tafuta fumbo katika michezo ya nasibu: ushindi kwa 2 wenye hatua moja tu ya kwanza inayoshinda, uliothibitishwa (utafutaji wenye kikomo; Ctrl-C huusimamisha)
cli-arg-new-seed = Michezo ya nasibu ambayo --find hucheza: mbegu nyingine hupata fumbo jingine

## Hoja ya NAFASI (src/cli/position_arg.rs)
cli-position-empty-given = nafasi ni tupu: toa `start`, umbo la mstari mmoja au kitu cha JSON
cli-position-empty = NAFASI ni tupu: toa `start`, umbo la mstari mmoja, kitu cha JSON, kitambulisho cha mchoro au faili
cli-position-unknown = hakuna faili wala mchoro `{ $id }`: NAFASI ni `start`, umbo la mstari mmoja, kitu cha JSON, kitambulisho cha mchoro (jina la faili ya diagrams/ bila `.yaml`) au njia ya faili yenye nafasi
cli-position-unknown-near = hakuna faili wala mchoro `{ $id }`: ulimaanisha `{ $near }`? NAFASI ni `start`, umbo la mstari mmoja, kitu cha JSON, kitambulisho cha mchoro (jina la faili ya diagrams/ bila `.yaml`) au njia ya faili yenye nafasi
cli-position-in-file = { " " }katika `{ $file }`
cli-position-invalid-json = nafasi ya JSON si sahihi{ $at }: { $reason }
cli-position-not-a-file = `{ $file }` si faili ya nafasi: ina mistari { $lines }, na faili ya nafasi ina umbo la mstari mmoja katika mstari mmoja au kitu cha JSON
cli-position-invalid = nafasi si sahihi{ $at }: { $reason } katika safu { $column }
cli-position-impossible = nafasi haiwezekani{ $at }: { $reason }

## bao moves, play, perft na schema (src/cli/moves.rs, play.rs, perft.rs, schema.rs)
cli-moves-interrupted = uorodheshaji wa hatua
cli-moves-none = hakuna hatua halali: { $outcome }
cli-moves-captures = inakula { $count }
cli-play-game-over = hatua { $number } `{ $text }`: mchezo umekwisha ({ $outcome })
cli-play-move-error = hatua { $number } `{ $text }`: { $reason }
cli-play-interrupted = uchezaji wa hatua { $number } `{ $text }`
cli-perft-depth-range = kina { $depth } kiko nje ya kiwango: toa 1 hadi { $most } (kila nusu-hatua huzidisha kazi takriban mara tano; kina { $most } kutoka mwanzo tayari huchukua dakika kadhaa)
cli-perft-heading = kina   zamu kamili
cli-perft-interrupted = hesabu katika kina { $depth }
cli-schema-up-to-date = { $path } iko sasa
cli-schema-wrote = imeandikwa { $path }
cli-schema-stale = { $paths } haiko sasa kulingana na aina za masomo: endesha `bao schema` na uhifadhi matokeo kwenye git
cli-schema-all-up-to-date = schema zote ziko sasa

## Msaada wa hoja za amri nyingine (src/cli/help/tables.rs)
cli-about-new-translation = Andika faili la tafsiri la somo, au la kila somo la folda ya sura au ya kozi, kwa lugha ya --lang
cli-arg-new-translation-path = Faili la somo, folda ya sura (`chapter.yaml` yake na kila somo) au folda ya kozi (`course.yaml` yake na kila sura); `chapter.yaml` au `course.yaml` peke yake ni faili hilo tu. Lugha ni `--lang` ya bao
cli-arg-new-translation-update = Sasisha mafaili ya tafsiri yaliyopo: ongeza vipengee vinavyokosekana, onyesha Kiingereza kipya cha vile vilivyobadilika tangu hapo; maandishi yaliyotafsiriwa hayabadilishwi kamwe
cli-arg-learn-lesson = Somo la kwenda (kitambulisho chake, kama `--list` inavyoonyesha); chaguo-msingi: pale ulipoishia
cli-arg-learn-list = Orodhesha sura na masomo, ukiweka alama kwa yaliyokamilika na mahali ulipo
cli-arg-learn-reset = Sahau maendeleo yako, katika kila somo au katika LESSON tu, baada ya kuuliza
cli-arg-learn-yes = Usiulize kabla ya kusahau maendeleo (kwa hati)
cli-arg-own-lessons = Folda ya kozi yako mwenyewe badala ya masomo yaliyojengewa ndani; masomo yake yanaweza kutaja michoro iliyojengewa ndani
cli-arg-width = Safu wima za kukata maandishi (40 hadi 72); chaguo-msingi: upana wa terminali, 72 kwenye bomba
cli-arg-plain-input = Mistari ya kawaida hata kwenye terminali, mstari mmoja wa ingizo kwa wakati
cli-arg-plain = Mistari ya kawaida hata kwenye terminali
cli-arg-game-rules = Kanuni, pamoja na chaguo, kama kwa kila amri (chaguo-msingi `kiswahili`)
cli-arg-game-level = Kiwango cha bao, 1 (dhaifu zaidi) hadi 6 (utafutaji kamili, sekunde 5 kwa hatua isipokuwa `--time`)
cli-arg-game-time = Muda wa bao kwa kila hatua kwa sekunde, ikitafuta kwa kina kadiri unavyoruhusu (badala ya kiwango)
cli-arg-game-as = Upande unaocheza: S (Kusini, anayeanza; chaguo-msingi) au N
cli-arg-game-two-players = Watu wawili kwenye kibodi moja, kwa zamu; bao hufundisha tu
cli-arg-game-load = Endelea na rekodi ya mchezo iliyoandikwa kwa `s` (au kwa mkono); kanuni zake na wachezaji wake ni wa rekodi
cli-arg-game-new = Anza mchezo mpya hata kama kuna mmoja uliohifadhiwa unaoendelea (unasahauliwa)
cli-arg-game-no-coach = Bila kocha: hakuna maoni juu ya hatua zako, wala tathmini mwishoni
cli-arg-game-seed = Mbegu ya chaguo za bao kati ya hatua zilizo karibu na bora, ili kucheza mchezo tena
cli-arg-replay-file = Rekodi ya mchezo (kama `bao game` inavyoiandika kwa `s`)
cli-arg-replay-annotate = Andika nafasi za Kusini baada ya kila hatua (au matokeo yake yaliyothibitishwa) na maelezo ya kocha katika nakala ya rekodi
cli-arg-replay-out = Mahali `--annotate` inapoandika nakala; chaguo-msingi: jina la FILE na `.annotated` kabla ya kiendelezi chake. Haibadilishi kamwe faili lililopo
cli-arg-replay-time = Muda ambao `--annotate` hutafuta nafasi za kila hali, kwa sekunde (chaguo-msingi 0.2)
cli-arg-replay-no-coach = Bila kocha: hatua tu na yale zilizofanya
cli-arg-replay-boards = Chora bao baada ya kila zamu, si mwanzoni na mwishoni tu (mistari iliyochapishwa)
cli-arg-replay-review = Tathmini ya mchezo badala ya hatua zake: hatua za kila upande zikihesabiwa kwa daraja, usahihi wake, nyakati za mabadiliko, na grafu ya nafasi za Kusini (chati kwenye terminali)
cli-arg-replay-svg = Mahali `--review` inapochora pia grafu yake kama picha ya SVG (faili jipya: kamwe si juu ya lililopo)
cli-arg-book-out = Folda ya kitabu: `book.toml` na `src/` huandikwa humo; `book` kwa Kiingereza, la sivyo `book/<msimbo>` kwa lugha ya `--lang`
cli-arg-book-check = Usiandike chochote; shindwa ikiwa folda inatofautiana na kile ambacho kingeandikwa
cli-arg-puzzles-theme = Mafumbo ya mada hii tu (k.m. `kimbi`, `takasa-trap`)
cli-arg-puzzles-streak = Mfululizo: rahisi zaidi kwanza, bila ukadiriaji, hadi kushindwa kwa kwanza
cli-arg-puzzles-state = Folda ya faili la maendeleo (`progress.json`); chaguo-msingi: folda ya hali ya mtumiaji, kama `bao learn` inavyoiweka
cli-arg-puzzles-file = Faili la mkusanyiko wako mwenyewe badala ya mafumbo yaliyojengewa ndani
cli-arg-generate-count = Idadi ya mafumbo ya kutengeneza
cli-arg-generate-seed = Mbegu inayotaja michezo inayochezwa: mbegu ileile na idadi ileile hutoa mkusanyiko uleule
cli-arg-generate-out = Andika mkusanyiko katika faili hili (ukilibadilisha) badala ya kwenye matokeo ya kawaida

cli-value-method-deepening = Utafutaji wa NA/AU wa kina-kwanza kwa kuongeza kina hatua kwa hatua
cli-value-method-dfpn = Utafutaji wa kina-kwanza kwa namba za uthibitisho

## bao solve na bao analyse (src/cli/solve.rs, analyse.rs, search_words.rs)
cli-search-front-row-empty = safu ya mbele ya { $side } ni tupu
cli-search-a-front-row-empty = safu moja ya mbele ni tupu
cli-search-no-legal-move = mchezaji mwenye zamu hana hatua halali
cli-search-never-ends = upandaji mmoja hauishi kamwe
cli-search-over-won = mchezo umekwisha: { $why }, kwa hiyo { $side } ameshinda
cli-search-over-drawn = mchezo umekwisha: { $why }, sare
cli-prove-stopped-at-once = umesimamishwa kabla ya kuamua hata ushindi katika 1
cli-prove-stopped = umesimamishwa baada ya kuthibitisha kwamba hakuna ushindi ndani ya zamu { $turns }; uthibitisho mrefu zaidi haukukamilika
cli-solve-memory-too-little = baiti { $bytes } za kumbukumbu ni chache mno kwa uthibitisho: toa angalau { $least }
cli-either = { $rest } au { $last }
cli-solve-memory-unreadable = haiwezekani kusoma kumbukumbu `{ $text }`: toa baiti au ukubwa kama 512M au 4G
cli-solve-memory-too-small = kumbukumbu `{ $text }` ni ndogo mno: majedwali ya uthibitisho yanahitaji angalau 1M
cli-solve-memory-too-large = kumbukumbu `{ $text }` ni zaidi ya ile mashine hii iliyo nayo ({ NUMBER($total, minimumFractionDigits: 1, maximumFractionDigits: 1) }G)
cli-solve-rules = { $rules } (upandaji usioisha: endless={ $endless })
cli-solve-rules-line = kanuni: { $rules }
cli-solve-turns-range = haiwezekani kuthibitisha ushindi ndani ya zamu { $turns }: toa zamu 1 hadi { $most }
cli-solve-cannot-prove = haiwezekani kuthibitisha ushindi wa { $side }: { $reason }
cli-solve-proving = inathibitisha: je, { $side } anashinda ndani ya zamu { $turns }?
cli-solve-no-win-proved = hakuna ushindi ndani ya zamu { $turns }: imethibitishwa, nodi { $nodes }, sekunde { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }
cli-solve-progress = zamu { $trying } kati ya { $turns } ({ $decided } zimeamuliwa), hatua { $number }/{ $moves }, nodi { $nodes }, { $rate }/s, jedwali limejaa { NUMBER($full, maximumFractionDigits: 0) } %
cli-solve-got = imethibitishwa hakuna ushindi ndani ya zamu { $turns }, nodi { $nodes } katika sekunde { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }
cli-solve-interrupted = uthibitisho ({ $got })
cli-solve-out-of-time = uthibitisho haukukamilika katika muda uliotolewa: { $got }
cli-solve-win-in = ushindi katika { $turns }
cli-solve-no-win-within = hakuna ushindi ndani ya { $turns }
cli-solve-wins-with = { $side } anashinda katika { $turns }, kwa { $moves }
cli-solve-verdict = { $side }: { $verdict }
cli-solve-move-verdict = { $mv } { $verdict }
cli-solve-moves = hatua: { $moves }
cli-solve-nodes = nodi { $nodes } katika sekunde { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) }
cli-analyse-cannot-prove = haiwezekani kuthibitisha ushindi wa { $side }: { $reason } (baada ya sekunde { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) })
cli-analyse-level-plays = kiwango { $level } kinacheza: { $mv } (zamu ya { $side })
cli-analyse-best-move = hatua bora: { $mv } (zamu ya { $side })
cli-analyse-line = mfululizo: { $moves }
cli-analyse-work = kina { $depth } { $depth ->
        [one] nusu-hatua
       *[other] nusu-hatua
    }, nodi { $nodes } katika sekunde { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) }
cli-analyse-not-searched = haikutafutwa: { $mv } ({ $why })
cli-analyse-unsown-maybe-illegal = muda uliisha kabla upandaji wake haujaisha; ikiwa hauishi kamwe si hatua halali
cli-analyse-unsown = muda uliisha kabla upandaji wake haujaisha
cli-analyse-unsearched = muda uliisha kabla haijatafutwa
cli-analyse-wins-in = { $side } anashinda katika { $turns }
cli-analyse-no-forced-win = { $side } hana ushindi wa lazima ndani ya zamu { $turns }

## Muda, maendeleo na nafasi (src/cli/duration.rs, watch.rs, chances.rs)
cli-time-not-seconds = `{ $text }` si idadi ya sekunde: toa kama 2 au 0.5
cli-time-at-most-a-day = muda lazima usizidi sekunde { $most } (siku moja)
cli-time-at-most-an-hour = muda lazima usizidi sekunde { $most } (saa moja)
cli-time-at-most = muda lazima usizidi sekunde { $most }
cli-time-positive = muda lazima uwe zaidi ya sekunde 0
cli-watch-progress = { $what } (sekunde { $seconds }; ctrl-c husimamisha)
cli-watch-laps = upandaji mmoja umezunguka mara { $laps } za kupokezana
cli-watch-counted = zamu { $turns } zimehesabiwa katika kina hiki
cli-chances-draw = sare: mfululizo unaishia katika upandaji usioisha

## bao new (src/cli/new.rs, src/cli/new/find.rs, src/author/names.rs)
cli-new-not-a-folder = `{ $path }` si folda: --lessons hutaja folda ya kozi
cli-new-no-legal-move = hakuna hatua halali katika nafasi hiyo, kwa hiyo hakuna cha kuuliza: toa nyingine kwa --from
cli-new-wrote = imeandikwa { $what }
cli-new-wrote-chapter = { $path } (kichwa na utangulizi wa sura mpya)
cli-new-wrote-course = { $path } (kichwa cha kozi)
cli-new-wrote-schema = { $path } (kile ambacho wahariri hukagua mafaili dhidi yake)
cli-new-next = kinachofuata:
cli-new-next-edit = hariri { $path }
cli-new-next-edit-what = maoni yake yanaeleza maana ya kila ufunguo
cli-new-next-check-what = inacheza kila kipengele kwenye injini
cli-new-next-record-what = inaandika kile ambacho hatua unazoongeza zinatoa
cli-new-next-learn-what = inalipitia kama mwanafunzi
cli-new-exists = `{ $path }` lipo tayari: bao new haiandiki kamwe juu ya faili
cli-new-name-taken = sura `{ $chapter }` ina somo `{ $name }` tayari ({ $path }): chagua jina jingine, au hariri faili hilo
cli-new-full = sura `{ $chapter }` ina somo lenye namba 99: bao huweka namba za masomo 01 hadi 99
cli-new-id-taken = { $path } lina kitambulisho `{ $id }` tayari, na vitambulisho ni vya kipekee katika kozi nzima: chagua jina jingine
cli-new-not-target = `{ $text }` si SURA/JINA: toa folda ya sura, `/` na jina la somo, k.m. `01-namua/first-capture`
cli-new-two-slashes = `{ $text }` ina `/` zaidi ya moja: toa SURA/JINA, k.m. `01-namua/first-capture`
cli-new-chapter-empty = sura ni tupu: toa SURA/JINA, k.m. `01-namua/first-capture`
cli-new-name-empty = jina la somo ni tupu: toa SURA/JINA, k.m. `01-namua/first-capture`
cli-new-chapter-bad = sura `{ $name }` inaweza kuwa na herufi ndogo, tarakimu na `-` tu (inakuwa kitambulisho na jina la faili)
cli-new-name-bad = jina la somo `{ $name }` linaweza kuwa na herufi ndogo, tarakimu na `-` tu (linakuwa kitambulisho na jina la faili)
cli-new-chapter-bad-like = sura `{ $name }` inaweza kuwa na herufi ndogo, tarakimu na `-` tu (inakuwa kitambulisho na jina la faili), k.m. `{ $like }`
cli-new-name-bad-like = jina la somo `{ $name }` linaweza kuwa na herufi ndogo, tarakimu na `-` tu (linakuwa kitambulisho na jina la faili), k.m. `{ $like }`
cli-new-looking = inatafuta ushindi katika { $turns } kwenye michezo ya nasibu ya mbegu { $seed }
cli-new-find-stopped = imesimamishwa
cli-new-find-none = hakuna kilichopatikana katika nafasi { $positions } au sekunde { $seconds }
cli-new-find-failed = hakuna fumbo lililopatikana kwa mbegu { $seed } ({ $why }): jaribu --seed nyingine
cli-new-found = ushindi katika { $turns } umepatikana baada ya kuthibitisha nafasi { $positions } (mbegu { $seed }): { $side } anacheza { $mv } kwanza
cli-new-placeholder = fumbo la mfano si nafasi chini ya { $rules }: toa moja kwa --from
cli-new-over = nafasi hiyo imekwisha tayari ({ $outcome }): fumbo linauliza ushindi kutoka mchezo unaoendelea bado, kwa hiyo toa nyingine kwa --from

## bao record (src/cli/record.rs, src/author/record*)
cli-record-folder = `{ $path }` ni folda: toa faili moja la somo, k.m. `bao record { $example }`
cli-record-chapter = `{ $path }` ni faili la sura: bao record hujaza masomo tu
cli-record-diagram = `{ $path }` ni mchoro, ambao madai yake yanasema kile chanzo chake kinasema: bao record hujaza masomo tu
cli-record-note = kumbuka:
cli-record-nothing-all = hakuna cha kurekodi katika { $path }: kila kinachosemwa ndicho injini inachosema
cli-record-nothing = hakuna cha kurekodi katika { $path }: kila hatua inataja matokeo yake, kila swali jibu lake na kila fumbo suluhisho lake (`--all` huyalinganisha na injini)
cli-confirm = { $question } [y/N]{" "}
cli-record-confirm = uandike mabadiliko haya?
cli-record-nothing-written = hakuna kilichoandikwa
cli-record-changed = `{ $path }` limebadilika wakati bao record ikisubiri, kwa hiyo hakuna kilichoandikwa (uhariri wako umehifadhiwa): endesha bao record tena
cli-record-wrote = imeandikwa { $path }; `{ $bao } check { $path }` hulicheza kwenye injini
cli-record-no-lesson = hakuna somo katika `{ $path }`
cli-record-bug = bao haikuweza kuhariri `{ $path }` kwa usalama ({ $why }); faili halijabadilika: tafadhali ripoti hili
cli-record-overlapping = mahariri yanayopishana kwenye baiti { $byte }
cli-record-still-differs = faili lililohaririwa bado linatofautiana na injini
cli-record-step = kipengele { $step } (mstari { $line }): { $what }
cli-record-replaced = faili linasema { $key } { $stated }, injini { $engine }: imebadilishwa
cli-record-removed = faili linasema { $key } { $stated }, injini hakuna: imeondolewa
cli-record-left-alone = imeachwa ilivyo: { $why }
cli-record-skip-step-braces = mabano ya kipengele yana maoni; andika kipengele kwa mtindo wa bloku
cli-record-skip-step-layout = mpangilio wa kipengele si ule ambao bao inaweza kuhariri
cli-record-skip-expect = `expect` ina thamani ambayo bao haiwezi kusoma; iondoe na uendeshe tena
cli-record-skip-braces = mabano yana maoni; andika ramani kwa mtindo wa bloku
cli-record-skip-layout = mpangilio wa ramani si ule ambao bao inaweza kuhariri
cli-record-skip-exercise-braces = mabano ya zoezi yana maoni; liandike kwa mtindo wa bloku
cli-record-skip-exercise-layout = mpangilio wa zoezi si ule ambao bao inaweza kuhariri
cli-record-skip-solution-open = `solution` haijafungwa
cli-record-skip-no-win = mchezaji mwenye zamu hana ushindi ndani ya { $turns }, kwa hiyo hakuna suluhisho la kuandika (`bao check` inasema zaidi)
cli-record-skip-not-found = suluhisho halikupatikana: { $reason }
