// White paper 1.5, Appendix C, from sonar-persistit's TimelyResource: 35. Java's
// `synchronized (this) { … }` is a closure-free lock here (`lock.withLock` would add a closure
// and a nesting level the paper does not count).
// white-paper: addVersion 35
func addVersion(_ entry: Entry, _ txn: Transaction) throws {
  let ti = persistit.getTransactionIndex()
  while true {  // +1
    do {
      lock.lock()
      defer { lock.unlock() }
      if let frst {  // +2 (nesting = 1)
        if frst.getVersion() > entry.getVersion() {  // +3 (nesting = 2)
          throw RollbackException()
        }
        if txn.isActive() {  // +3 (nesting = 2)
          var e: Entry? = frst
          while let current = e {  // +4 (nesting = 3)
            let version = current.getVersion()
            let depends = try ti.wwDependency(version, txn.getTransactionStatus(), 0)
            if depends == TIMED_OUT {  // +5 (nesting = 4)
              throw WWRetryException(version)
            }
            if depends != 0  // +5 (nesting = 4)
              && depends != ABORTED  // +1
            {
              throw RollbackException()
            }
            e = current.getPrevious()
          }
        }
        entry.setPrevious(frst)
        self.frst = entry
        break
      }
    } catch let re as WWRetryException {  // +2 (nesting = 1)
      do {
        let depends = try persistit.getTransactionIndex().wwDependency(
          re.getVersionHandle(), txn.getTransactionStatus(), SharedResource.DEFAULT_MAX_WAIT_TIME)
        if depends != 0  // +3 (nesting = 2)
          && depends != ABORTED  // +1
        {
          throw RollbackException()
        }
      } catch let ie as InterruptedException {  // +3 (nesting = 2)
        throw PersistitInterruptedException(ie)
      }
    } catch let ie as InterruptedException {  // +2 (nesting = 1)
      throw PersistitInterruptedException(ie)
    }
  }
}  // total complexity = 35
