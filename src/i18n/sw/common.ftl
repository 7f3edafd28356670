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
