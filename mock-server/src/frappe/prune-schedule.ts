// In-memory counters keyed by address or user name grow with every new key an attacker invents. Expired
// entries are dropped whenever the map has doubled since the last sweep, which keeps the sweeps' cost
// proportional to the number of insertions (amortised O(1)) even while every entry is still live.

const FIRST_SWEEP_AT = 1024;

export class PruneSchedule {
  private nextSweepAt = FIRST_SWEEP_AT;

  maybePrune<K, V>(map: Map<K, V>, expired: (value: V) => boolean): void {
    if (map.size < this.nextSweepAt) return;
    for (const [key, value] of map) if (expired(value)) map.delete(key);
    this.nextSweepAt = Math.max(FIRST_SWEEP_AT, map.size * 2);
  }
}
