"""Free play (random rounds) deals only stakes and insurance the house's chips can make."""

from __future__ import annotations

from trainer.core.drills import chip_part
from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import random_scenario


def test_every_random_bet_is_made_of_the_houses_chips():
    for name in house_names():
        rules = load_house(name)
        for seed in range(150):
            scenario = random_scenario(rules, seed)
            amounts = [spec.bet for spec in scenario.boxes.values()]
            amounts += [stake for spec in scenario.boxes.values() for stake in spec.behind]
            amounts += list(scenario.insurance.values())
            for amount in amounts:
                assert amount > 0 and chip_part(amount, rules.chips) == amount, (name, seed, amount, rules.chips)
            for bet_id, insured in scenario.insurance.items():
                box, _, slot = bet_id.partition("b")
                spec = scenario.boxes[int(box)]
                stake = spec.behind[int(slot) - 1] if slot else spec.bet
                assert insured <= stake * rules.insurance_max_fraction
