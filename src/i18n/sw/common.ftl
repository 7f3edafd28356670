# Words every part of bao uses (the sides, seeds, counts): messages named common-...

## The sides
common-south = Kusini
common-north = Kaskazini

## Beside a board: a side's stock and whether it is to move
common-note-stock = akiba { $stock }
common-note-to-move = zamu yake

## A board's marks, explained under the first board that shows them
common-marks = alama: { $marks }
common-mark-nyumba = [{ $seeds }] nyumba ambayo mwenyewe bado anayo
common-mark-blocked = { $seeds }{ $mark } { $hole } imezuiwa na takasia
common-mark-touched = shimo lililoguswa sasa hivi

## A board described in words (for screen readers)
common-board-label = Bao: { $board }
common-row-north-back = Kaskazini, safu ya nyuma, b8 hadi b1
common-row-north-front = Kaskazini, safu ya mbele, a8 hadi a1
common-row-south-front = Kusini, safu ya mbele, A1 hadi A8
common-row-south-back = Kusini, safu ya nyuma, B1 hadi B8
common-nyumba-owned-both = nyumba za Kusini na Kaskazini zipo
common-nyumba-owned-south = nyumba ya Kusini ipo
common-nyumba-owned-north = nyumba ya Kaskazini ipo
common-highlighted = yameangaziwa { $holes }
common-blocked-hole = { $hole } imezuiwa na takasia
common-legend-highlighted = imeangaziwa
common-legend-blocked = imezuiwa na takasia

## A move's steps in words, in the mover's terms
common-event-stock = anaweka kete ya akiba katika { $hole }
common-event-lift = anachukua { $seeds ->
        [one] kete 1 ya { $hole }
       *[other] kete { $seeds } za { $hole }
    }
common-event-relay = kuendelea: anachukua { $seeds ->
        [one] kete 1 ya { $hole }
       *[other] kete { $seeds } za { $hole }
    } na kuendelea kupanda
common-event-safari = safari: anapanda kete { $seeds } za nyumba
common-event-tax = analipa kodi ya nyumba: anachukua kete { $seeds } kutoka { $hole }
common-event-capture-left = anakula kete { $seeds } za { $hole }, zinaingia kwenye kichwa cha kushoto { $entry }
common-event-capture-right = anakula kete { $seeds } za { $hole }, zinaingia kwenye kichwa cha kulia { $entry }
common-event-sow-into = anapanda kete { $seeds } katika { $first }
common-event-sow-clockwise = anapanda kete { $seeds } kisaa, { $first } hadi { $last }
common-event-sow-anticlockwise = anapanda kete { $seeds } kinyume cha saa, { $first } hadi { $last }
common-event-nyumba-lost = nyumba { $hole } ya { $side } imepotea kabisa
common-event-empty-hole = kete ya mwisho inaangukia { $hole } iliyo tupu: zamu inaisha
common-event-nyumba-stop = anasimama kwenye nyumba { $hole }
common-event-blocked-stop = anasimama kwenye { $hole }, iliyozuiwa na takasia
common-event-block = takasia: { $hole } imezuiwa kwa zamu ijayo ya { $side }
common-event-laps = mizunguko { $laps } zaidi ya kuendelea
common-event-never-ending = kuanzia mzunguko wa { $entered } upandaji unajirudia kila { $period ->
        [one] mzunguko 1
       *[other] mizunguko { $period }
    }: usingeisha kamwe

## How a game ended
common-over-front-row = { $winner } ameshinda: safu ya mbele ya { $loser } iko tupu
common-over-no-move = { $winner } ameshinda: { $loser } hana hatua halali
common-over-never-ending = { $winner } ameshinda: { $loser } alicheza hatua isiyoisha
common-over-drawn = mchezo ni sare: hatua haiishi

## A move summed up in one line, its parts joined by commas
common-summary-stock = kete ya akiba katika { $hole }
common-summary-sows = anapanda kete { $seeds } za { $hole }
common-summary-safari = nyumba inapandwa
common-summary-tax = analipa kodi ya nyumba kutoka { $hole }
common-summary-capture = anakula { $seeds } za { $hole }, zinaingia { $entry }
common-summary-nyumba-lost = nyumba ya { $side } imepotea kabisa
common-summary-relays = { $count ->
        [1] anaendelea mara moja
        [2] anaendelea mara mbili
       *[other] anaendelea mara { $count }
    }
common-summary-last = kete ya mwisho katika { $hole }
common-summary-nyumba-stop = anasimama kwenye nyumba { $hole }
common-summary-blocked-stop = anasimama kwenye { $hole }, iliyozuiwa na takasia
common-summary-block = takasia inazuia { $hole }
common-summary-never-ending = upandaji usingeisha kamwe

## The full-screen board
common-sowing-clockwise = Bao: kupanda kisaa ↻
common-sowing-anticlockwise = Bao: kupanda kinyume ↺
common-which-move = hatua ipi? { $moves }  (mishale: chagua, Enter: cheza, Esc)

## Why a move is not legal: the rule that forbids it
common-or = { $first } au { $second }
common-illegal-not-movers = { $hole } ni shimo la { $owner } lakini zamu ni ya { $side }, na mchezaji anapanda mashimo yake tu
common-illegal-empty = { $hole } ni tupu, na hatua inaanza kwa kuchukua kete
common-illegal-front-row-empty = safu ya mbele ya { $side } iko tupu, kwa hiyo { $side } ameshindwa na hakuna hatua inayoanza
common-illegal-must-capture = ulaji unawezekana, kwa hiyo hatua lazima ile
common-illegal-must-capture-big = ulaji unawezekana, kwa hiyo hatua lazima ile, na shimo lenye kete 16 au zaidi kama { $hole } haliwezi kuanza ulaji
common-illegal-must-capture-singleton = ulaji unawezekana, kwa hiyo hatua lazima ile, na { $hole } lina kete moja tu, na shimo kama hilo haliwezi kuanza hatua katika kipindi cha mtaji
common-illegal-captures-not-takasa = { $hole } inakula upande huo, kwa hiyo si takasa: ondoa `*`
common-illegal-blocked = { $hole } imezuiwa na takasia zamu hii, kwa hiyo hakuna takasa inayoanzia hapo
common-illegal-namua-back-row = maadamu mchezaji ana kete za akiba, hakuna hatua inayoanzia safu ya nyuma
common-illegal-namua-nyumba = nyumba haiwezi kuanza takasa maadamu shimo jingine la safu ya mbele lina kete
common-illegal-namua-singleton = { $hole } lina kete moja tu: takasa ya namua inaanzia shimo lenye kete 2 au zaidi maadamu lipo
common-illegal-mtaji-singleton = { $hole } lina kete moja tu, na shimo kama hilo haliwezi kuanza hatua katika kipindi cha mtaji
common-illegal-mtaji-back-row = shimo la safu ya nyuma linaanza takasa tu wakati hakuna shimo la safu ya mbele lenye kete 2 au zaidi
common-illegal-mtaji-no-safari = hatua isiyo ya ulaji katika kipindi cha mtaji inapanda nyumba kama shimo lolote: hakuna safari ya kuchagua
common-illegal-takasa-stops = takasa inayoishia kwenye nyumba inasimama hapo: hakuna safari ya kuchagua
common-illegal-no-nyumba-stop = hatua inayoishia kwenye nyumba inayofanya kazi tu ndiyo inaweza kwenda safari, na { $mv } haiishii hapo
common-illegal-never-ending = upandaji huo hauishi kamwe, na sheria hizi haziruhusu hivyo
common-illegal-forced-entry = kete zinazoliwa kwenye kichwa au kimbi zinaingia kwenye kichwa cha upande huo, hapa { $hole }
common-illegal-namua-entry = herufi ya ulaji wa namua inataja kichwa ambacho kete zilizoliwa zinaingia, na kutoka { $hole } zinaweza kuingia tu kama { $moves }
common-illegal-captures-only = ulaji unawezekana, kwa hiyo hatua lazima ile, na kutoka { $hole } ni { $moves } tu inayokula
common-illegal-tax-only = nyumba inayolipa kodi inatoa kete zake mbili tu kama { $moves }
common-illegal-lone-kichwa = { $hole } ndilo shimo pekee lenye kete katika safu ya mbele, na kichwa kilicho peke yake kinapandwa kuelekea katikati ili safu ya mbele isiachwe tupu
common-illegal-no-takasia = `**` inaonyesha takasia lakini { $mv } haizuii shimo lolote
common-illegal-does-not-win = `#` inaonyesha hatua ya ushindi lakini { $mv } haishindi

## Maandishi ya hatua yaliyokataliwa (src/render/illegal.rs)
common-illegal-move = hatua isiyo halali `{ $text }`: { $reason }; hatua halali: { $legal }
common-illegal-move-none = hatua isiyo halali `{ $text }`: { $reason }; hakuna hatua halali
common-illegal-move-bare = hatua isiyo halali `{ $text }`; hatua halali: { $legal }
common-illegal-move-bare-none = hatua isiyo halali `{ $text }`; hakuna hatua halali
common-ambiguous = hatua isiyo wazi `{ $text }`: inaweza kuwa { $moves }
common-ambiguous-reason = haiko wazi: inaweza kuwa { $moves }
common-move-invalid = hatua batili `{ $text }`: { $problem } `{ $token }` kwenye safu wima { $column }
common-move-empty = hatua tupu
common-move-expected-hole = shimo A1..A8, B1..B8, a1..a8 au b1..b8 lilitarajiwa, likapatikana
common-move-unexpected = haikutarajiwa

## Nafasi ya mchezo isiyosomeka au isiyowezekana (src/render/position_error.rs)
common-row-name-north-back = safu ya nyuma ya Kaskazini
common-row-name-north-front = safu ya mbele ya Kaskazini
common-row-name-south-front = safu ya mbele ya Kusini
common-row-name-south-back = safu ya nyuma ya Kusini
common-position-empty = nafasi tupu
common-position-rows = safu 4 zilizotenganishwa kwa `/` zilitarajiwa, zimepatikana { $found }
common-position-row-counts = { $row } ina idadi { $found }, zilitarajiwa 8 zilizotenganishwa kwa `,`
common-position-not-a-count = `{ $text }` si idadi ya kete (0 hadi 64, au O)
common-position-no-side = upande wenye zamu unakosekana: ongeza ` S` au ` N`
common-position-side-capitals = `{ $text }` si upande wenye zamu: pande huandikwa kwa herufi kubwa, S au N
common-position-not-a-side = `{ $text }` si upande wenye zamu: S au N ilitarajiwa
common-position-twice = `{ $key }=` imetolewa mara mbili (ya kwanza kwenye safu wima { $first }): itoe mara moja
common-position-not-an-owner = `{ $text }` si mmiliki wa nyumba: SN, S, N au - ilitarajiwa
common-position-not-a-stock = `{ $text }` si akiba: idadi mbili kutoka 0 hadi 64 zilitarajiwa, kama 22,22
common-position-unknown-field = sehemu isiyojulikana `{ $text }`: stock=S,N, nyumba=SN|S|N|- au block=SHIMO ilitarajiwa
common-position-unknown-hole = shimo lisilojulikana `{ $text }`: mashimo ni A1..A8 na B1..B8 (Kusini), a1..a8 na b1..b8 (Kaskazini)
common-grid-rows = gridi ina safu 4, zimepatikana { $found }
common-grid-row-counts = { $row } ina idadi { $found }, zilitarajiwa 8
common-grid-not-a-count = `{ $text }` si idadi ya kete: andika namba kutoka 0 hadi 64, au O kwa hakuna
common-position-too-many-seeds = kete { $seeds } kwenye bao na katika akiba: mchezo una kete 64
common-position-stock-without-namua = bao la kujifunza halina akiba: weka akiba zote mbili kuwa 0
common-position-nyumba-without-nyumba = bao la kujifunza halina nyumba: hakuna anayeweza kuimiliki
common-position-empty-nyumba-owned = { $side } anasemekana kumiliki nyumba yake { $hole } lakini ni tupu
common-position-block-without-takasia = shimo { $hole } limezuiwa lakini kanuni hizi hazina takasia
common-position-bad-block = shimo lililozuiwa { $hole } lazima liwe shimo la mbele la mchezaji mwenye zamu ({ $side })

## Kanuni zisizosomeka (src/render/position_error.rs)
common-rules-unknown = kanuni zisizojulikana `{ $text }`: `kiswahili` au `kujifunza` ilitarajiwa
common-rules-bad-value = thamani mbaya `{ $value }` kwa chaguo la kanuni `{ $name }`: ilitarajiwa { $expected }
common-rules-twice = chaguo la kanuni `{ $name }` limetolewa mara mbili katika `{ $text }`: toa kila chaguo mara moja
common-rules-unknown-option = chaguo la kanuni lisilojulikana `{ $name }`: ilitarajiwa mojawapo ya { $names }

common-reading = { $mv } ({ $gloss })
common-reading-arrow = `>` imesomwa kama mshale wa KIBA
common-reading-safari = `>` imesomwa kama safari, herufi ikiachwa
